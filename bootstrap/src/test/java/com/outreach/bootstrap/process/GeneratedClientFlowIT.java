package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.tuple;

import com.outreach.client.ApiClient;
import com.outreach.client.ApiException;
import com.outreach.client.api.AccountsApi;
import com.outreach.client.api.AgencyApi;
import com.outreach.client.api.BlacklistsApi;
import com.outreach.client.api.CampaignsApi;
import com.outreach.client.api.ConversationsApi;
import com.outreach.client.api.EventsApi;
import com.outreach.client.api.IntegrationsApi;
import com.outreach.client.api.LeadsApi;
import com.outreach.client.api.OperationsApi;
import com.outreach.client.api.TagsApi;
import com.outreach.client.api.TrackingApi;
import com.outreach.client.api.UsersApi;
import com.outreach.client.api.WebhooksApi;
import com.outreach.client.model.AddBlacklistEntryRequest;
import com.outreach.client.model.AddEmailAccountRequest;
import com.outreach.client.model.AddLeadsRequest;
import com.outreach.client.model.AddTagRequest;
import com.outreach.client.model.BlacklistEntry;
import com.outreach.client.model.CampaignContentFields;
import com.outreach.client.model.CampaignCreated;
import com.outreach.client.model.CampaignStatsFound;
import com.outreach.client.model.CampaignsPage;
import com.outreach.client.model.CancelSubAccountRequest;
import com.outreach.client.model.ChangeCampaignRequest;
import com.outreach.client.model.CreateCampaignRequest;
import com.outreach.client.model.CreateWebhookRequest;
import com.outreach.client.model.CurrentUser;
import com.outreach.client.model.EraseLeadsRequest;
import com.outreach.client.model.EventRecorded;
import com.outreach.client.model.Lead;
import com.outreach.client.model.LeadsAdded;
import com.outreach.client.model.LeadsErased;
import com.outreach.client.model.LeadsPage;
import com.outreach.client.model.LinkAccountRequest;
import com.outreach.client.model.MessageResponse;
import com.outreach.client.model.MessageWithId;
import com.outreach.client.model.RecordEventRequest;
import com.outreach.client.model.RegisterSubAccountRequest;
import com.outreach.client.model.SendMessageRequest;
import com.outreach.client.model.StepStats;
import com.outreach.client.model.StepStatsFound;
import com.outreach.client.model.StepVariantStats;
import com.outreach.client.model.SubAccountEmailRequest;
import com.outreach.client.model.SubAccountRegistered;
import com.outreach.client.model.TagsFound;
import com.outreach.client.model.UpdateEmailAccountRequest;
import com.outreach.client.model.UpdateLeadRequest;
import com.outreach.client.model.UpdateLinkedAccountRequest;
import com.outreach.client.model.Webhook;
import com.outreach.client.model.WebhookCreated;
import com.outreach.client.model.WebhookFound;
import java.io.File;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The Java client the build generates from the served description (openapi-generator, test scope)
 * drives every operation of that description against the jar on PostgreSQL, through its generated
 * classes only: a shape the generator could not represent, or a field it typed wrongly, fails here.
 * Refusals arrive as the client's {@link ApiException} carrying the status and the envelope. The
 * last test compares the operations called with every operation method of the generated {@code
 * *Api} classes, so a new route cannot go undriven.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GeneratedClientFlowIT {
  private static final int LEADS = 7;
  private static final String UNKNOWN_ID = "00000000-0000-0000-0000-000000000000";
  private static final List<Class<?>> API_CLASSES =
      List.of(
          AccountsApi.class,
          AgencyApi.class,
          BlacklistsApi.class,
          CampaignsApi.class,
          ConversationsApi.class,
          EventsApi.class,
          IntegrationsApi.class,
          LeadsApi.class,
          OperationsApi.class,
          TagsApi.class,
          TrackingApi.class,
          UsersApi.class,
          WebhooksApi.class);

  /** The operation methods this class called, by their generated name. */
  private final Set<String> called = new ConcurrentSkipListSet<>();

  private DeliveryRig rig;
  private ServiceProcess service;
  private ApiClient client;
  private SoftAssertions soft;

  @BeforeAll
  void startService() throws Exception {
    rig = DeliveryRig.start("generated-client");
    service = rig.instance("api", Map.of("OUTREACH_ENGINE_ENABLED", "false"));
    service.start();
    client = clientWithToken(DeliveryRig.OWNER_TOKEN);
  }

  @AfterAll
  void stopService() throws Exception {
    rig.close();
  }

  @BeforeEach
  void freshSoftAssertions() {
    soft = new SoftAssertions();
  }

  @AfterEach
  void reportEveryMismatch() {
    soft.assertAll();
  }

  @Test
  @Order(1)
  void tags_areEmptyFirst_thenCreated_listed_andAMissingNameIsRefused() throws Exception {
    TagsApi tags = new TagsApi(client);
    // An empty answer: 200 with success false, which the generated model must still read.
    TagsFound none = op("listTags", tags::listTags);
    soft.assertThat(none.getSuccess()).isFalse();
    soft.assertThat(none.getMessage()).isEqualTo("Tags not found!");

    MessageWithId tag =
        op(
            "createTag",
            () -> tags.createTag(new AddTagRequest().name("Hot lead").color("#ff0000")));
    soft.assertThat(tag.getMessage()).isEqualTo("Tag added");
    TagsFound found = op("listTags", tags::listTags);
    soft.assertThat(found.getMessage()).isEqualTo("Tags found");
    soft.assertThat(found.getData()).hasSize(1);
    soft.assertThat(found.getData().get(0).getId()).isEqualTo(tag.getId());
    soft.assertThat(found.getData().get(0).getContent()).isEqualTo("Hot lead");
    soft.assertThat(found.getData().get(0).getColor()).isEqualTo("#ff0000");

    refused(
        "createTag",
        400,
        "Name is required!",
        () -> tags.createTag(new AddTagRequest().name("").color("#00ff00")));
  }

  @Test
  @Order(2)
  void campaigns_createReadListChangeStatusStatsAndDelete() throws Exception {
    CampaignsApi campaigns = new CampaignsApi(client);
    CampaignCreated created =
        op("createCampaign", () -> campaigns.createCampaign(connectCampaign("Founders")));
    soft.assertThat(created.getSuccess()).isTrue();
    soft.assertThat(created.getMessage()).isEqualTo("Campaign created");
    String campaignId = created.getCampaignId();
    soft.assertThat(op("getCampaign", () -> campaigns.getCampaign(campaignId)).getMessage())
        .isEqualTo("Campaign found");

    CampaignsPage page = op("listCampaigns", () -> campaigns.listCampaigns(null, 10, null));
    soft.assertThat(page.getMessage()).isEqualTo("Campaigns found");
    soft.assertThat(page.getData()).extracting(c -> c.getCampaignId()).contains(campaignId);

    MessageResponse changed =
        op(
            "updateCampaign",
            () ->
                campaigns.updateCampaign(
                    campaignId, new ChangeCampaignRequest().title("Founders II")));
    soft.assertThat(changed.getMessage()).isEqualTo("Campaign updated");
    soft.assertThat(campaigns.getCampaign(campaignId).getData().getTitle())
        .isEqualTo("Founders II");

    MessageResponse paused =
        op("updateCampaignStatus", () -> campaigns.updateCampaignStatus(campaignId, "PAUSED"));
    soft.assertThat(paused.getMessage()).isEqualTo("Campaign status updated to PAUSED");
    refused(
        "updateCampaignStatus",
        400,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)",
        () -> campaigns.updateCampaignStatus(campaignId, "SLEEPING"));

    CampaignStatsFound stats =
        op("getCampaignStats", () -> campaigns.getCampaignStats(campaignId, null, null));
    soft.assertThat(stats.getMessage()).isEqualTo("Campaign stats found");
    soft.assertThat(stats.getCampaignId()).isEqualTo(campaignId);
    soft.assertThat(stats.getStats().getTotal()).isZero();
    refused(
        "getCampaignStats",
        400,
        "Invalid range format! Range must be JSON with from and to in YYYY-MM-DD format.",
        () -> campaigns.getCampaignStats(campaignId, null, "yesterday"));
    StepStatsFound steps =
        op("getCampaignStepStats", () -> campaigns.getCampaignStepStats(campaignId, null));
    soft.assertThat(steps.getMessage()).isEqualTo("Step stats found");
    soft.assertThat(steps.getData())
        .extracting(StepStats::getStep, StepStats::getType, StepStats::getSent)
        .containsExactly(tuple(1, "INVITE", 0L), tuple(2, "MESSAGE", 0L));
    soft.assertThat(steps.getData().get(0).getVariants())
        .extracting(StepVariantStats::getAccepted, StepVariantStats::getAcceptanceRate)
        .containsExactly(tuple(0L, 0.0));
    refused(
        "getCampaignStepStats",
        404,
        "Campaign not found!",
        () -> campaigns.getCampaignStepStats(UNKNOWN_ID, null));

    refused(
        "createCampaign",
        400,
        "Title is required!",
        () -> campaigns.createCampaign(connectCampaign("")));
    refused("getCampaign", 404, "Campaign not found!", () -> campaigns.getCampaign(UNKNOWN_ID));

    String doomed = campaigns.createCampaign(connectCampaign("Doomed")).getCampaignId();
    soft.assertThat(op("deleteCampaign", () -> campaigns.deleteCampaign(doomed)).getMessage())
        .isEqualTo("Campaign deleted");
    refused(
        "deleteCampaign", 404, "Campaign not found!", () -> campaigns.deleteCampaign(UNKNOWN_ID));
  }

  @Test
  @Order(3)
  void leads_addPageReadUpdateImportChangeStatusAndListActions() throws Exception {
    CampaignsApi campaigns = new CampaignsApi(client);
    LeadsApi leads = new LeadsApi(client);
    String campaignId = campaigns.createCampaign(connectCampaign("Leads")).getCampaignId();

    AddLeadsRequest add = new AddLeadsRequest().campaignId(campaignId);
    for (int i = 0; i < LEADS; i++) {
      Map<String, Object> lead = new LinkedHashMap<>();
      lead.put("profileLink", "https://www.linkedin.com/in/generated-" + i);
      lead.put("firstName", "Lead" + i);
      lead.put("team", Map.of("size", i)); // a custom field with a JSON object value
      add.addLeadsItem(lead);
    }
    LeadsAdded added = op("addLeadsToCampaign", () -> leads.addLeadsToCampaign(add));
    soft.assertThat(added.getMessage()).isEqualTo("Leads added");
    soft.assertThat(added.getAdded()).isEqualTo(LEADS);
    soft.assertThat(added.getSkipped()).isZero();
    refusedWithBody(
        "addLeadsToCampaign",
        400,
        "{\"success\":false,\"message\":\"Failed to add leads into this campaign!\","
            + "\"reason\":\"Leads are required!\",\"errors\":[]}",
        () ->
            leads.addLeadsToCampaign(
                new AddLeadsRequest().campaignId(campaignId).leads(List.of())));

    List<Lead> seen = new ArrayList<>();
    List<Integer> pageSizes = new ArrayList<>();
    String cursor = null;
    do {
      String at = cursor;
      // the page size is an integer, as the description declares it
      LeadsPage page = op("listLeads", () -> leads.listLeads(campaignId, null, 3, at));
      soft.assertThat(page.getMessage()).isEqualTo("Leads found");
      seen.addAll(page.getData());
      pageSizes.add(page.getData().size());
      cursor = page.getNextCursor();
    } while (cursor != null);
    soft.assertThat(pageSizes).containsExactly(3, 3, 1);
    soft.assertThat(seen).extracting(Lead::getProfileLink).doesNotHaveDuplicates().hasSize(LEADS);
    Lead third =
        seen.stream()
            .filter(l -> l.getProfileLink().endsWith("generated-3"))
            .findFirst()
            .orElseThrow();
    soft.assertThat(third.getFirstName()).isEqualTo("Lead3");
    soft.assertThat(third.getStatus()).isEqualTo("PENDING");
    soft.assertThat(third.getCampaignId()).isEqualTo(campaignId);
    soft.assertThat(third.getCustomFields()).containsEntry("team", Map.of("size", 3));
    soft.assertThat(
            op("getLead", () -> leads.getLead(third.getLeadId())).getData().getProfileLink())
        .isEqualTo(third.getProfileLink());
    refused("getLead", 404, "Lead not found!", () -> leads.getLead(UNKNOWN_ID));

    MessageResponse updated =
        op(
            "updateLead",
            () ->
                leads.updateLead(
                    new UpdateLeadRequest()
                        .profileLink(third.getProfileLink())
                        .lastName("Lovelace")));
    soft.assertThat(updated.getMessage()).isEqualTo("Lead updated");
    soft.assertThat(leads.getLead(third.getLeadId()).getData().getLastName()).isEqualTo("Lovelace");
    // Not in the caller's campaigns: 200 with success false (spec 4.3).
    MessageResponse stranger =
        op(
            "updateLead",
            () ->
                leads.updateLead(
                    new UpdateLeadRequest()
                        .profileLink("https://www.linkedin.com/in/nobody-here")
                        .lastName("X")));
    soft.assertThat(stranger.getSuccess()).isFalse();
    soft.assertThat(stranger.getMessage()).isEqualTo("Lead doesn't exists in this user campaigns!");

    MessageResponse pausedLead =
        op("updateLeadStatus", () -> leads.updateLeadStatus(third.getLeadId(), "PAUSE"));
    soft.assertThat(pausedLead.getMessage()).isEqualTo("Lead status updated to PAUSE");
    refused(
        "updateLeadStatus",
        400,
        "Invalid status (Possible Values: PAUSE, RESUME, DELETED)",
        () -> leads.updateLeadStatus(third.getLeadId(), "SLEEP"));

    soft.assertThat(
            op("listLeadActions", () -> leads.listLeadActions(third.getLeadId())).getMessage())
        .isEqualTo("Actions found");

    File csv = Files.createTempFile("leads", ".csv").toFile();
    csv.deleteOnExit();
    Files.writeString(
        csv.toPath(),
        "LinkedIn URL,First Name\nhttps://www.linkedin.com/in/imported-1,Imported\n",
        StandardCharsets.UTF_8);
    // The generated (native) client cannot send a binary body: it writes the File through Jackson,
    // so the service receives the file's path as a JSON string, a CSV without a profile link
    // column.
    refusedWithBody(
        "importLeads",
        400,
        "{\"success\":false,\"message\":\"Failed to add leads into this campaign!\","
            + "\"reason\":\"No profile link column! Name one 'LinkedIn URL' or 'profileLink', or map"
            + " one with mapping=<column>:profileLink.\",\"errors\":[]}",
        () -> leads.importLeads(csv, campaignId, null));
  }

  @Test
  @Order(4)
  void blacklist_createListDeleteAndABadTypeIsRefused() throws Exception {
    BlacklistsApi blacklists = new BlacklistsApi(client);
    MessageWithId entry =
        op(
            "createBlacklistEntry",
            () ->
                blacklists.createBlacklistEntry(
                    new AddBlacklistEntryRequest()
                        .type(AddBlacklistEntryRequest.TypeEnum.KEYWORD)
                        .keyword("recruiter")));
    soft.assertThat(entry.getMessage()).isEqualTo("Blacklist added");
    List<BlacklistEntry> listed =
        op("listBlacklistEntries", () -> blacklists.listBlacklistEntries(null)).getData();
    soft.assertThat(listed).extracting(BlacklistEntry::getKeyword).containsExactly("recruiter");
    soft.assertThat(
            op("deleteBlacklistEntry", () -> blacklists.deleteBlacklistEntry(entry.getId()))
                .getMessage())
        .isEqualTo("Blacklist deleted");
    refused(
        "deleteBlacklistEntry",
        404,
        "Blacklist not found!",
        () -> blacklists.deleteBlacklistEntry(entry.getId()));
    refused(
        "listBlacklistEntries",
        400,
        "Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)",
        () -> blacklists.listBlacklistEntries("COLOUR"));
  }

  @Test
  @Order(5)
  void webhooks_createReadListDeliveriesRetryAndDelete() throws Exception {
    WebhooksApi webhooks = new WebhooksApi(client);
    WebhookCreated hook =
        op(
            "createWebhook",
            () ->
                webhooks.createWebhook(
                    new CreateWebhookRequest()
                        .title("Accepted")
                        .callbackUrl("https://hooks.example.com/accepted")
                        .event(CreateWebhookRequest.EventEnum.ACCEPTS_REQUEST)));
    soft.assertThat(hook.getMessage()).isEqualTo("Webhook added");
    soft.assertThat(hook.getSecret()).isNotBlank();
    WebhookFound found = op("getWebhook", () -> webhooks.getWebhook(hook.getId()));
    soft.assertThat(found.getMessage()).isEqualTo("Webhook found");
    Webhook webhook = found.getData();
    soft.assertThat(webhook.getTitle()).isEqualTo("Accepted");
    soft.assertThat(webhook.getCallbackUrl()).isEqualTo("https://hooks.example.com/accepted");
    soft.assertThat(webhook.getEvents()).containsExactly("ACCEPTS_REQUEST");
    soft.assertThat(op("listWebhooks", webhooks::listWebhooks).getData())
        .extracting(Webhook::getId)
        .contains(hook.getId());
    var deliveries = op("getWebhookDeliveries", () -> webhooks.getWebhookDeliveries(hook.getId()));
    soft.assertThat(deliveries.getMessage()).isEqualTo("Webhook deliveries found");
    soft.assertThat(deliveries.getData()).isEmpty();
    refused(
        "retryWebhookDelivery",
        404,
        "Delivery not found!",
        () -> webhooks.retryWebhookDelivery(hook.getId(), UNKNOWN_ID));

    // An unknown webhook: 200 with success false (spec 4.19).
    WebhookFound unknown = op("getWebhook", () -> webhooks.getWebhook(UNKNOWN_ID));
    soft.assertThat(unknown.getSuccess()).isFalse();
    soft.assertThat(unknown.getMessage()).isEqualTo("Webhook not found!");
    soft.assertThat(op("deleteWebhook", () -> webhooks.deleteWebhook(hook.getId())).getMessage())
        .isEqualTo("Webhook deleted");
    refused(
        "deleteWebhook", 404, "Invalid webhook ID!", () -> webhooks.deleteWebhook(hook.getId()));
    refused(
        "createWebhook",
        400,
        "Invalid event!",
        () ->
            webhooks.createWebhook(
                new CreateWebhookRequest()
                    .title("Bad")
                    .callbackUrl("https://hooks.example.com/x")
                    .event(null)));
  }

  @Test
  @Order(6)
  void accounts_aLinkedAccountAndAMailboxAreAddedChangedMeasuredAndRemoved() throws Exception {
    AccountsApi accounts = new AccountsApi(client);
    MessageWithId linked =
        op(
            "createLinkedAccount",
            () ->
                accounts.createLinkedAccount(
                    new LinkAccountRequest()
                        .email("sender@test.example")
                        .profileLink("https://www.linkedin.com/in/the-sender")
                        .fullName("The Sender")));
    soft.assertThat(linked.getMessage()).isEqualTo("Linked account added");
    var listed = op("listLinkedAccounts", accounts::listLinkedAccounts);
    soft.assertThat(listed.getMessage()).isEqualTo("Linked accounts found");
    soft.assertThat(listed.getData())
        .extracting(a -> a.getEmail())
        .containsExactly("sender@test.example");
    soft.assertThat(
            op(
                    "updateLinkedAccount",
                    () ->
                        accounts.updateLinkedAccount(
                            linked.getId(), new UpdateLinkedAccountRequest().headline("Founder")))
                .getMessage())
        .isEqualTo("Linked account updated");
    soft.assertThat(accounts.listLinkedAccounts().getData().get(0).getHeadline())
        .isEqualTo("Founder");
    soft.assertThat(
            op("getLinkedAccountUsage", () -> accounts.getLinkedAccountUsage(linked.getId()))
                .getMessage())
        .isEqualTo("Usage found");
    soft.assertThat(
            op("deleteLinkedAccount", () -> accounts.deleteLinkedAccount(linked.getId()))
                .getMessage())
        .isEqualTo("Linked account deleted");
    refused(
        "deleteLinkedAccount",
        404,
        "Linked account not found!",
        () -> accounts.deleteLinkedAccount(linked.getId()));

    var mailboxes = op("listEmailAccounts", accounts::listEmailAccounts);
    soft.assertThat(mailboxes.getMessage()).isEqualTo("Email accounts found");
    soft.assertThat(mailboxes.getData()).isEmpty();
    // Storing a mailbox contacts no server: the sending engine does, later.
    MessageWithId mailbox =
        op(
            "createEmailAccount",
            () ->
                accounts.createEmailAccount(
                    new AddEmailAccountRequest()
                        .email("mailbox@test.example")
                        .smtpHost("smtp.acme.example")
                        .smtpPort(587)
                        .smtpUsername("mailbox@test.example")
                        .smtpPassword("secret")));
    soft.assertThat(mailbox.getMessage()).isEqualTo("Email account added");
    soft.assertThat(
            op(
                    "updateEmailAccount",
                    () ->
                        accounts.updateEmailAccount(
                            mailbox.getId(), new UpdateEmailAccountRequest().fullName("Mail Box")))
                .getMessage())
        .isEqualTo("Email account updated");
    var stored = accounts.listEmailAccounts().getData();
    soft.assertThat(stored).extracting(m -> m.getFullName()).containsExactly("Mail Box");
    soft.assertThat(stored).extracting(m -> m.getSmtpHost()).containsExactly("smtp.acme.example");
    soft.assertThat(
            op("getEmailAccountUsage", () -> accounts.getEmailAccountUsage(mailbox.getId()))
                .getMessage())
        .isEqualTo("Usage found");
    soft.assertThat(
            op("deleteEmailAccount", () -> accounts.deleteEmailAccount(mailbox.getId()))
                .getMessage())
        .isEqualTo("Email account deleted");
    refused(
        404,
        "Email account not found!",
        call(
            "updateEmailAccount",
            () ->
                accounts.updateEmailAccount(
                    UNKNOWN_ID, new UpdateEmailAccountRequest().fullName("X"))),
        call("getEmailAccountUsage", () -> accounts.getEmailAccountUsage(UNKNOWN_ID)),
        call("deleteEmailAccount", () -> accounts.deleteEmailAccount(UNKNOWN_ID)));
  }

  @Test
  @Order(7)
  void inbox_isEmpty_andAnUnknownConversationIsRefusedEverywhere() throws Exception {
    ConversationsApi conversations = new ConversationsApi(client);
    var page =
        op(
            "listConversations",
            () -> conversations.listConversations(null, null, null, null, null, 10, null));
    soft.assertThat(page.getMessage()).isEqualTo("Conversations found");
    soft.assertThat(page.getData()).isEmpty();
    soft.assertThat(page.getNextCursor()).isNull();
    refused(
        404,
        "Conversation not found!",
        call("getConversation", () -> conversations.getConversation(UNKNOWN_ID)),
        call("markConversationRead", () -> conversations.markConversationRead(UNKNOWN_ID)),
        call(
            "sendMessage",
            () ->
                conversations.sendMessage(
                    new SendMessageRequest().conversationId(UNKNOWN_ID).content("Hi"))));
    refused(
        "sendMessage",
        400,
        "Conversation Id is required!",
        () -> conversations.sendMessage(new SendMessageRequest().conversationId("").content("Hi")));
  }

  @Test
  @Order(8)
  void users_subAccountsAndTokens() throws Exception {
    UsersApi users = new UsersApi(client);
    AgencyApi agency = new AgencyApi(client);
    CurrentUser me = op("getCurrentUser", users::getCurrentUser);
    soft.assertThat(me.getMessage()).isEqualTo("User found");
    soft.assertThat(me.getUser().getEmail()).isEqualTo("delivery-run@test.example");

    SubAccountRegistered registered =
        op(
            "registerSubAccount",
            () ->
                agency.registerSubAccount(
                    new RegisterSubAccountRequest()
                        .name("Client One")
                        .email("client-one@test.example")));
    soft.assertThat(registered.getMessage()).isEqualTo("Sub-account added");
    refused(
        "registerSubAccount",
        409,
        "User is already registered with this email!",
        () ->
            agency.registerSubAccount(
                new RegisterSubAccountRequest()
                    .name("Client One")
                    .email("client-one@test.example")));

    var token =
        op("getSubAccountToken", () -> agency.getSubAccountToken("client-one@test.example"));
    soft.assertThat(token.getMessage()).isEqualTo("Token found");
    soft.assertThat(token.getToken()).isNotBlank();
    soft.assertThat(
            new UsersApi(clientWithToken(token.getToken())).getCurrentUser().getUser().getEmail())
        .isEqualTo("client-one@test.example");

    var generated =
        op(
            "generateUserToken",
            () -> new UsersApi(clientWithoutToken()).generateUserToken(registered.getUserId()));
    soft.assertThat(generated.getMessage()).isEqualTo("Token generated");
    soft.assertThat(generated.getToken()).isNotBlank();

    soft.assertThat(
            op(
                    "pauseSubAccount",
                    () ->
                        agency.pauseSubAccount(
                            new SubAccountEmailRequest().email("client-one@test.example")))
                .getMessage())
        .isEqualTo("Sub-account paused");
    soft.assertThat(
            op(
                    "resumeSubAccount",
                    () ->
                        agency.resumeSubAccount(
                            new SubAccountEmailRequest().email("client-one@test.example")))
                .getMessage())
        .isEqualTo("Sub-account resumed");
    SubAccountEmailRequest nobody = new SubAccountEmailRequest().email("nobody@test.example");
    refused(
        404,
        "Invalid user email!",
        call("pauseSubAccount", () -> agency.pauseSubAccount(nobody)),
        call("resumeSubAccount", () -> agency.resumeSubAccount(nobody)));
    soft.assertThat(
            op("cancelSubAccount", () -> agency.cancelSubAccount(cancellation("Moved on")))
                .getMessage())
        .isEqualTo("User deleted");
    refused(
        404,
        "Invalid user email!",
        call("cancelSubAccount", () -> agency.cancelSubAccount(cancellation("Again"))),
        call("getSubAccountToken", () -> agency.getSubAccountToken("client-one@test.example")));
    refused(
        "getCurrentUser",
        401,
        "User not found!",
        () -> new UsersApi(clientWithToken(token.getToken())).getCurrentUser());
  }

  @Test
  @Order(9)
  void events_areRecordedAndCountInTheStats() throws Exception {
    CampaignsApi campaigns = new CampaignsApi(client);
    String campaignId = campaigns.createCampaign(connectCampaign("Events")).getCampaignId();
    String link = "https://www.linkedin.com/in/evented";
    new LeadsApi(client)
        .addLeadsToCampaign(
            new AddLeadsRequest().campaignId(campaignId).addLeadsItem(Map.of("profileLink", link)));
    EventsApi events = new EventsApi(client);
    EventRecorded recorded =
        op(
            "recordEvent",
            () ->
                events.recordEvent(
                    new RecordEventRequest()
                        .event("CONNECT_INVITED")
                        .campaignId(campaignId)
                        .profileLink(link)));
    soft.assertThat(recorded.getMessage()).isEqualTo("Event recorded");
    soft.assertThat(recorded.getEventId()).isNotBlank();
    soft.assertThat(campaigns.getCampaignStats(campaignId, null, null).getStats().getEvents())
        .containsEntry("CONNECT_INVITED", 1L);
    refused(
        "recordEvent",
        400,
        "Invalid event!",
        () ->
            events.recordEvent(
                new RecordEventRequest().event("DANCED").campaignId(campaignId).profileLink(link)));
  }

  @Test
  @Order(10)
  void erasureAndExport_ofALead() throws Exception {
    String campaignId =
        new CampaignsApi(client).createCampaign(connectCampaign("Erasure")).getCampaignId();
    LeadsApi leads = new LeadsApi(client);
    leads.addLeadsToCampaign(
        new AddLeadsRequest()
            .campaignId(campaignId)
            .addLeadsItem(
                Map.of(
                    "profileLink",
                    "https://www.linkedin.com/in/erase-me",
                    "email",
                    "erase-me@test.example"))
            .addLeadsItem(Map.of("profileLink", "https://www.linkedin.com/in/erase-me-too")));
    List<Lead> all = leads.listLeads(campaignId, null, 10, null).getData();
    String first =
        all.stream()
            .filter(l -> l.getProfileLink().endsWith("erase-me"))
            .findFirst()
            .orElseThrow()
            .getLeadId();
    String second =
        all.stream()
            .filter(l -> l.getProfileLink().endsWith("erase-me-too"))
            .findFirst()
            .orElseThrow()
            .getLeadId();

    var exported = op("getLeadExport", () -> leads.getLeadExport(first));
    soft.assertThat(exported.getMessage()).isEqualTo("Lead exported");
    soft.assertThat(exported.getData()).isNotEmpty();

    LeadsErased byEmail =
        op(
            "deleteLeadsByEmailOrLink",
            () ->
                leads.deleteLeadsByEmailOrLink(
                    new EraseLeadsRequest().email("erase-me@test.example")));
    soft.assertThat(byEmail.getMessage()).isEqualTo("Lead erased");
    soft.assertThat(byEmail.getErased()).isEqualTo(1);
    LeadsErased byId = op("deleteLead", () -> leads.deleteLead(second, "true"));
    soft.assertThat(byId.getMessage()).isEqualTo("Lead erased");
    soft.assertThat(byId.getErased()).isEqualTo(1);
    soft.assertThat(leads.listLeads(campaignId, null, 10, null).getData()).isEmpty();
    refused("getLeadExport", 404, "Lead not found!", () -> leads.getLeadExport(first));

    // Without erase=true the lead is only deleted from its campaign, and the answer is the plain
    // envelope (LeadDeleted). The description offers both as anyOf with LeadsErased first; this
    // client maps that anyOf to its first member (bootstrap/pom.xml), so it reads a LeadsErased
    // with no `erased`.
    leads.addLeadsToCampaign(
        new AddLeadsRequest()
            .campaignId(campaignId)
            .addLeadsItem(Map.of("profileLink", "https://www.linkedin.com/in/delete-me")));
    String third = leads.listLeads(campaignId, null, 10, null).getData().get(0).getLeadId();
    LeadsErased deleted = op("deleteLead", () -> leads.deleteLead(third, null));
    soft.assertThat(deleted.getMessage()).isEqualTo("Lead status updated to DELETED");
    soft.assertThat(deleted.getErased()).isNull();
    refused("getLead", 404, "Lead not found!", () -> leads.getLead(third));
    refused(
        "deleteLeadsByEmailOrLink",
        400,
        "Email or profile link is required!",
        () -> leads.deleteLeadsByEmailOrLink(new EraseLeadsRequest()));
  }

  @Test
  @Order(11)
  void trackingIntegrationsAndOperations() throws Exception {
    TrackingApi tracking = new TrackingApi(clientWithoutToken());
    // The pixel answers an image whatever the token, so a forged one learns nothing.
    op(
        "trackOpen",
        () -> {
          tracking.trackOpen("forged-token");
          return null;
        });
    // The unsubscribe routes answer HTML pages, but a link the service did not sign the envelope.
    refused(
        404,
        "Not found!",
        call("trackClick", () -> tracking.trackClick("forged-token")),
        call(
            "showUnsubscribePage",
            () -> {
              tracking.showUnsubscribePage("forged-token");
              return null;
            }),
        call(
            "unsubscribeRecipient",
            () -> {
              tracking.unsubscribeRecipient("forged-token");
              return null;
            }));

    IntegrationsApi integrations = new IntegrationsApi(clientWithoutToken());
    refused(
        "receiveUnipileWebhook",
        401,
        "Invalid webhook secret!",
        () -> integrations.receiveUnipileWebhook("wrong-secret", "{}"));

    OperationsApi operations = new OperationsApi(clientWithoutToken());
    var health = op("getHealth", operations::getHealth);
    soft.assertThat(health.getMessage()).isEqualTo("Service is healthy");
    soft.assertThat(health.getStatus()).isEqualTo("UP");
    String metrics = op("getMetrics", operations::getMetrics);
    soft.assertThat(metrics).contains("jvm_");
  }

  @Test
  @Order(Integer.MAX_VALUE)
  void everyOperationOfTheGeneratedClient_wasDrivenByThisClass() throws Exception {
    // Every *Api class the generator wrote, found on disk, so a new tag's class is not missed.
    Path apiPackage =
        Path.of(CampaignsApi.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .resolve("com/outreach/client/api");
    Set<String> generated = new TreeSet<>();
    try (Stream<Path> files = Files.list(apiPackage)) {
      files
          .map(file -> file.getFileName().toString())
          .filter(name -> name.endsWith("Api.class"))
          .forEach(name -> generated.add(name.substring(0, name.length() - ".class".length())));
    }
    assertThat(API_CLASSES)
        .extracting(Class::getSimpleName)
        .containsExactlyInAnyOrderElementsOf(generated);
    Set<String> operations = new TreeSet<>();
    for (Class<?> api : API_CLASSES) {
      for (Method method : api.getDeclaredMethods()) {
        String name = method.getName();
        // downloadFileFromResponse is the generator's helper, not an operation
        if (Modifier.isPublic(method.getModifiers())
            && !name.endsWith("WithHttpInfo")
            && !name.endsWith("WithHttpInfoAsync")
            && !name.equals("downloadFileFromResponse")) {
          operations.add(name);
        }
      }
    }
    assertThat(called)
        .as("operations called that the generated client does not have")
        .isSubsetOf(operations);
    assertThat(operations)
        .as("operations of the generated client this class never called")
        .isSubsetOf(called);
  }

  private <T> T op(String operation, ApiCall<T> call) throws ApiException {
    called.add(operation);
    return call.run();
  }

  /** The call is refused with {@code status} and the envelope carrying exactly {@code message}. */
  private void refused(String operation, int status, String message, ApiCall<?> call) {
    refusedWithBody(operation, status, "{\"success\":false,\"message\":\"" + message + "\"}", call);
  }

  /** Each call is refused with {@code status} and exactly {@code message}. */
  private void refused(int status, String message, Call... calls) {
    for (Call call : calls) {
      refused(call.operation(), status, message, call.call());
    }
  }

  private static Call call(String operation, ApiCall<?> call) {
    return new Call(operation, call);
  }

  /** An operation of the description and a call of it through the generated client. */
  private record Call(String operation, ApiCall<?> call) {}

  /** The call is refused with {@code status} and exactly {@code body}. */
  private void refusedWithBody(String operation, int status, String body, ApiCall<?> call) {
    called.add(operation);
    Throwable thrown = catchThrowable(call::run);
    soft.assertThat(thrown).as(operation + " refused").isInstanceOf(ApiException.class);
    if (thrown instanceof ApiException e) {
      soft.assertThat(e.getCode()).as(operation + " status").isEqualTo(status);
      soft.assertThat(e.getResponseBody()).as(operation + " body").isEqualTo(body);
    }
  }

  /** The cancellation of the sub-account client-one, for that description. */
  private static CancelSubAccountRequest cancellation(String description) {
    return new CancelSubAccountRequest()
        .email("client-one@test.example")
        .reason("Contract ended")
        .description(description);
  }

  private static CreateCampaignRequest connectCampaign(String title) {
    return new CreateCampaignRequest()
        .title(title)
        .sequence(CreateCampaignRequest.SequenceEnum.CONNECT)
        .content(new CampaignContentFields().longNote("Hi {{firstName}}!").message1("Thanks!"));
  }

  private ApiClient clientWithToken(String token) {
    ApiClient api = clientWithoutToken();
    api.setRequestInterceptor(request -> request.header("token", token));
    return api;
  }

  private ApiClient clientWithoutToken() {
    ApiClient api = new ApiClient();
    api.updateBaseUri(service.baseUrl());
    return api;
  }

  @FunctionalInterface
  private interface ApiCall<T> {
    T run() throws ApiException;
  }
}
