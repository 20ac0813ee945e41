package com.outreach.domain.campaign;

import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.campaign.program.ClientSteps;
import com.outreach.domain.campaign.program.FixedPrograms;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramChange;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A user's outreach campaign: a title, an optional LinkedIn search URL, content valid for its
 * sequence (spec 2.4, D-11), and the engine settings: the waits between steps ({@link Delays},
 * D-35), the invite expiry ({@link InviteExpiry}, D-35), the senders it may use ({@link Senders},
 * D-37) and email tracking ({@link Tracking}, D-46).
 *
 * <p>Lifecycle: a new campaign is ACTIVE. Its owner may set any of the five settable statuses from
 * any status, the current one included; deleting sets DELETED, which is final, and from then on the
 * campaign answers every operation as unknown ({@code Campaign not found!}) (spec 3.2, D-13).
 * Title, URL, content and settings may be changed ({@link #change}, D-36); the sequence never
 * changes, except that a campaign may be given its own steps.
 *
 * <p>A campaign runs either one of D-34's fixed sequences, made of its content, delays and invite
 * expiry, or its own {@code steps} (D-50, sequence {@code CUSTOM}): a {@link Program} with step
 * identities, and then no content, delays or invite expiry (docs/decisions.md P-262, P-263).
 */
public final class Campaign {
  public static final int MAX_TITLE_LENGTH = 200;

  private final CampaignId id;
  private final UserId owner;
  private final Instant createdAt;
  private String title;
  private SearchUrl url;
  private CampaignContent content;
  private Delays delays;
  private InviteExpiry inviteExpiry;
  private Senders senders;
  private Tracking tracking;
  private Program steps;
  private CampaignStatus status;
  private Instant updatedAt;

  private Campaign(Snapshot s) {
    this.id = Objects.requireNonNull(s.id());
    this.owner = Objects.requireNonNull(s.owner());
    this.title = Objects.requireNonNull(s.title());
    this.url = s.url();
    this.steps = s.steps();
    this.content = s.content();
    this.delays = s.delays();
    this.inviteExpiry = s.inviteExpiry();
    if (steps == null) {
      Objects.requireNonNull(content, "content");
      Objects.requireNonNull(delays, "delays");
      Objects.requireNonNull(inviteExpiry, "inviteExpiry");
      if (delays.sequence() != content.sequence()) {
        throw new IllegalArgumentException(
            "delays of " + delays.sequence() + " for a " + content.sequence() + " campaign");
      }
    } else if (content != null || delays != null || inviteExpiry != null || steps.isFixed()) {
      throw new IllegalArgumentException("a campaign with its own steps has no fixed sequence");
    }
    this.senders = Objects.requireNonNull(s.senders());
    this.tracking = Objects.requireNonNull(s.tracking());
    this.status = Objects.requireNonNull(s.status());
    this.createdAt = Objects.requireNonNull(s.createdAt());
    this.updatedAt = Objects.requireNonNull(s.updatedAt());
  }

  /**
   * A new, ACTIVE campaign with every engine setting at its default. Checks in the order of the
   * fields in spec 2.4, each failing with its D-11 message: title, url, sequence, content present,
   * then the content rules of {@link CampaignContent}. The sequence comes as the client's text so
   * that this one place fixes the order of the checks.
   */
  public static Campaign create(
      UserId owner,
      String title,
      String url,
      String sequence,
      Map<String, String> content,
      Instant now) {
    return create(
        owner,
        title,
        url,
        sequence,
        content,
        SettingsInput.NONE,
        new CampaignRules(CampaignRules.DEFAULT_MINIMUM_DELAY, SenderDirectory.none()),
        now);
  }

  /**
   * A new, ACTIVE campaign. First the D-11 checks as in {@link #create(UserId, String, String,
   * String, Map, Instant)}, then the settings in this order: delays ({@code Invalid delays!}),
   * inviteExpiry ({@code Invalid invite expiry!}), senders ({@code Invalid senders!}), tracking
   * ({@code Invalid tracking!}). {@code steps} (D-50) are checked right after url ({@link
   * ClientSteps}: refused unless the rules take them); with steps, {@code sequence}, {@code
   * content}, {@code delays} and {@code inviteExpiry} are not read, and {@code senders} may name
   * linked accounts and mailboxes (P-262, P-264).
   */
  public static Campaign create(
      UserId owner,
      String title,
      String url,
      String sequence,
      Map<String, String> content,
      SettingsInput settings,
      CampaignRules rules,
      Instant now) {
    String validTitle = validTitle(title);
    SearchUrl validUrl = SearchUrl.optional(url).orElse(null);
    if (settings.steps() != null) {
      Program program = ClientSteps.read(settings.steps(), rules);
      return new Campaign(
          new Snapshot(
              CampaignId.random(),
              owner,
              validTitle,
              validUrl,
              null,
              null,
              null,
              Senders.parseEither(settings.senders(), rules.senders()),
              Tracking.parse(settings.tracking()),
              CampaignStatus.ACTIVE,
              now,
              now,
              program));
    }
    CampaignContent validContent = CampaignContent.given(Sequence.parse(sequence), content);
    Sequence kind = validContent.sequence();
    return new Campaign(
        new Snapshot(
            CampaignId.random(),
            owner,
            validTitle,
            validUrl,
            validContent,
            Delays.parse(kind, settings.delays(), rules.minimumDelay()),
            InviteExpiry.parse(settings.inviteExpiry()),
            Senders.parse(settings.senders(), kind.senderKind(), rules.senders()),
            Tracking.parse(settings.tracking()),
            CampaignStatus.ACTIVE,
            now,
            now));
  }

  static String validTitle(String title) {
    String validTitle = Check.required(title, ErrorCode.TITLE_REQUIRED);
    Check.maxLength(validTitle, MAX_TITLE_LENGTH, "Title");
    return validTitle;
  }

  /** Used only when loading from the database. */
  public static Campaign rehydrate(Snapshot snapshot) {
    return new Campaign(snapshot);
  }

  public Snapshot snapshot() {
    return new Snapshot(
        id,
        owner,
        title,
        url,
        content,
        delays,
        inviteExpiry,
        senders,
        tracking,
        status,
        createdAt,
        updatedAt,
        steps);
  }

  /**
   * Changes the fields the request names (D-36), each checked as on creation with the same message,
   * in the order of {@link Field}: title, url, steps (D-50, {@link ClientSteps}: the new program
   * keeps the identities of the steps it continues, {@link ProgramChange}; a fixed sequence becomes
   * {@code CUSTOM}; null changes nothing), sequence (it cannot change: any value but the campaign's
   * own, before or after the change, case-insensitively, is {@code Sequence cannot be changed!}),
   * content (against the campaign's sequence), delays, inviteExpiry (these three change nothing on
   * a campaign with its own steps, P-263), senders, tracking. Everything is checked before anything
   * changes, so a refused change leaves the campaign as it was. {@code updatedAt} moves only when
   * something reads differently afterwards.
   *
   * @return whether anything changed
   */
  public boolean change(CampaignChange change, CampaignRules rules, Instant now) {
    if (status == CampaignStatus.DELETED) {
      throw new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
    }
    Snapshot proposed = ProposedChange.of(this, change, rules);
    if (proposed.equals(snapshot())) {
      return false;
    }
    title = proposed.title();
    url = proposed.url();
    content = proposed.content();
    delays = proposed.delays();
    inviteExpiry = proposed.inviteExpiry();
    senders = proposed.senders();
    tracking = proposed.tracking();
    steps = proposed.steps();
    updatedAt = Objects.requireNonNull(now);
    return true;
  }

  /**
   * The status operation (spec 4.16): {@code target} must be settable ({@code DELETED} is refused
   * like an unknown value, D-13); a DELETED campaign answers {@code Campaign not found!}.
   */
  public void changeStatus(CampaignStatus target, Instant now) {
    Check.that(target != null && target.isSettable(), ErrorCode.INVALID_CAMPAIGN_STATUS);
    moveTo(target, now);
  }

  /** Soft delete (D-13 extension): final; deleting again answers {@code Campaign not found!}. */
  public void delete(Instant now) {
    moveTo(CampaignStatus.DELETED, now);
  }

  private void moveTo(CampaignStatus target, Instant now) {
    if (!status.canMoveTo(target)) {
      // Only DELETED has nowhere to go, and a deleted campaign counts as unknown (D-13).
      throw new DomainException(ErrorCode.CAMPAIGN_NOT_FOUND);
    }
    if (status != target) {
      // Setting the current status again succeeds but changes nothing, so updatedAt stays.
      status = target;
      updatedAt = Objects.requireNonNull(now);
    }
  }

  /** May leads be added now? Not to a DELETED or FAILED campaign (spec 3.2). */
  public boolean acceptsLeads() {
    return status.acceptsLeads();
  }

  public boolean isOwnedBy(UserId user) {
    return owner.equals(user);
  }

  public CampaignId id() {
    return id;
  }

  public UserId owner() {
    return owner;
  }

  public String title() {
    return title;
  }

  public Optional<SearchUrl> url() {
    return Optional.ofNullable(url);
  }

  /** The fixed sequence the campaign runs; null when it runs its own steps ({@link #isCustom}). */
  public Sequence sequence() {
    return content == null ? null : content.sequence();
  }

  /** The fixed sequence it runs, or {@code CUSTOM} for its own steps (D-50). */
  public ProgramKind kind() {
    return steps == null ? ProgramKind.of(content.sequence()) : ProgramKind.CUSTOM;
  }

  /** Whether the campaign runs its own steps (D-50) rather than a fixed sequence. */
  public boolean isCustom() {
    return steps != null;
  }

  /**
   * The program the campaign runs: its own steps, or its fixed sequence's ({@link FixedPrograms}).
   */
  public Program program() {
    return steps != null ? steps : FixedPrograms.of(content, delays, inviteExpiry);
  }

  /** The fixed sequence's content; null for a campaign with its own steps. */
  public CampaignContent content() {
    return content;
  }

  /**
   * The waits between steps; {@code delays().delayBefore(n)} is the wait before 1-based step n
   * (D-35). Null for a campaign with its own steps.
   */
  public Delays delays() {
    return delays;
  }

  /**
   * How long a CONNECT invite waits for acceptance (D-35). Null for a campaign with its own steps.
   */
  public InviteExpiry inviteExpiry() {
    return inviteExpiry;
  }

  /** The senders the campaign may use; {@link Senders#isAll()} when it names none (D-37). */
  public Senders senders() {
    return senders;
  }

  public Tracking tracking() {
    return tracking;
  }

  public CampaignStatus status() {
    return status;
  }

  public Instant createdAt() {
    return createdAt;
  }

  public Instant updatedAt() {
    return updatedAt;
  }

  /**
   * Every stored field of a campaign, as persistence reads and writes it (sequence: in content).
   * {@code steps}: the campaign's own program (D-50), and then content, delays and inviteExpiry are
   * null; null for a fixed sequence.
   */
  public record Snapshot(
      CampaignId id,
      UserId owner,
      String title,
      SearchUrl url,
      CampaignContent content,
      Delays delays,
      InviteExpiry inviteExpiry,
      Senders senders,
      Tracking tracking,
      CampaignStatus status,
      Instant createdAt,
      Instant updatedAt,
      Program steps) {
    /** A campaign that runs a fixed sequence. */
    public Snapshot(
        CampaignId id,
        UserId owner,
        String title,
        SearchUrl url,
        CampaignContent content,
        Delays delays,
        InviteExpiry inviteExpiry,
        Senders senders,
        Tracking tracking,
        CampaignStatus status,
        Instant createdAt,
        Instant updatedAt) {
      this(
          id,
          owner,
          title,
          url,
          content,
          delays,
          inviteExpiry,
          senders,
          tracking,
          status,
          createdAt,
          updatedAt,
          null);
    }

    /** A campaign with every engine setting at its default (D-35, D-37, D-46). */
    public Snapshot(
        CampaignId id,
        UserId owner,
        String title,
        SearchUrl url,
        CampaignContent content,
        CampaignStatus status,
        Instant createdAt,
        Instant updatedAt) {
      this(
          id,
          owner,
          title,
          url,
          content,
          content == null ? null : Delays.defaults(content.sequence()),
          InviteExpiry.DEFAULT,
          Senders.ALL,
          Tracking.OFF,
          status,
          createdAt,
          updatedAt);
    }
  }
}
