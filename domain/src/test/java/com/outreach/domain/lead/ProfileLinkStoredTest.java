package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A profile link as loaded from the database, and the originals a later add keeps. */
class ProfileLinkStoredTest {
  private static final String ID = "ACwAAAABCDEFGHIJKLMNOPQRST";
  private static final String SALES_NAV =
      "https://www.linkedin.com/sales/lead/" + ID + ",NAME_SEARCH,x1Yz";
  private static final String RECRUITER = "https://www.linkedin.com/talent/profile/" + ID;

  @Test
  void stored_keepsTheCanonicalFormAndBothOriginals() {
    ProfileLink link =
        ProfileLink.stored("https://www.linkedin.com/in/" + ID, SALES_NAV, RECRUITER);

    assertThat(link.canonical()).isEqualTo("https://www.linkedin.com/in/" + ID);
    assertThat(link.salesNavLink()).contains(SALES_NAV);
    assertThat(link.recruiterLink()).contains(RECRUITER);
  }

  @Test
  void stored_refusesALinkThatIsNotCanonical() {
    assertThatThrownBy(() -> ProfileLink.stored("linkedin.com/in/Jane", null, null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void withOriginalsFilledFrom_keepsItsOwn_andTakesTheMissingOnes() {
    ProfileLink viaSalesNav = ProfileLink.parse(SALES_NAV);
    ProfileLink viaRecruiter = ProfileLink.parse(RECRUITER);
    ProfileLink otherSalesNav = ProfileLink.parse("linkedin.com/sales/people/" + ID + ",OTHER");

    ProfileLink both =
        viaSalesNav.withOriginalsFilledFrom(viaRecruiter).withOriginalsFilledFrom(otherSalesNav);

    assertThat(both.salesNavLink()).contains(SALES_NAV);
    assertThat(both.recruiterLink()).contains(RECRUITER);
    assertThatThrownBy(
            () -> both.withOriginalsFilledFrom(ProfileLink.parse("linkedin.com/in/jane")))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
