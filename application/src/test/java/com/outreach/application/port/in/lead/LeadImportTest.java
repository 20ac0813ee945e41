package com.outreach.application.port.in.lead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.user.UserId;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rows of a CSV import, checked one by one with add-to-campaign's rules (D-17). */
class LeadImportTest {
  private static LeadFields link(String link) {
    return LeadFields.of(link, null, null, null, null, null, Map.of());
  }

  @Test
  void oneHundredThousandRows_areTaken_andOneMoreRefusesTheImport() {
    LeadImport rows = new LeadImport();
    for (int i = 0; i < LeadImport.MAX_ROWS; i++) {
      rows.add(i + 2, link("linkedin.com/in/lead-" + i));
    }

    assertThat(rows.command(UserId.random(), "c").leads()).hasSize(100_000);
    assertThatThrownBy(() -> rows.add(100_002, link("linkedin.com/in/one-more")))
        .isInstanceOfSatisfying(
            LeadsRefused.class,
            refused -> {
              assertThat(refused.reason()).isEqualTo("At most 100000 leads can be added at once!");
              assertThat(refused.faults()).isEmpty();
            });
  }

  @Test
  void theCampaignId_isRequired_beforeTheRowsAreLookedAt() {
    LeadImport rows = new LeadImport();
    rows.add(2, link("not a link"));

    assertThatThrownBy(() -> rows.command(UserId.random(), " "))
        .isInstanceOfSatisfying(
            LeadsRefused.class, r -> assertThat(r.reason()).isEqualTo("Campaign id is required!"));
  }

  @Test
  void unreadableRows_keepTheReasonTheTransportGave() {
    LeadImport rows = new LeadImport();
    rows.add(2, LeadFields.unreadable("Row has 3 fields, the header 2!"));
    rows.add(3, link("linkedin.com/in/fine"));

    assertThatThrownBy(() -> rows.command(UserId.random(), "c"))
        .isInstanceOfSatisfying(
            LeadsRefused.class,
            refused -> {
              assertThat(refused.faults())
                  .containsExactly(new LeadsRefused.Fault(2, "Row has 3 fields, the header 2!"));
              assertThat(refused.faultCount()).isEqualTo(1);
            });
  }
}
