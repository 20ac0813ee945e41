package com.outreach.application.port.in.lead;

import com.outreach.application.port.in.lead.AddLeadsCommand.NewLead;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a CSV lead import (docs/csv-import.md), checked with add-to-campaign's rules (D-17)
 * one at a time as they are read, so that only each row's compact valid form is kept, never the
 * file. Up to {@value #MAX_ROWS} rows; every faulty row is counted and the first {@value
 * #MAX_LISTED_FAULTS} are named by their row number. {@link #command} refuses the whole import when
 * any row is faulty.
 */
public final class LeadImport {
  public static final int MAX_ROWS = 100_000;
  public static final int MAX_LISTED_FAULTS = 100;

  private final List<NewLead> valid = new ArrayList<>();
  private final List<LeadsRefused.Fault> listedFaults = new ArrayList<>();
  private int rows;
  private int faultCount;

  /**
   * Checks one data row. {@code row} is its number as a spreadsheet shows it (the header is row 1).
   *
   * @throws LeadsRefused when the file has more than {@value #MAX_ROWS} rows
   */
  public void add(int row, LeadFields fields) {
    if (++rows > MAX_ROWS) {
      throw LeadsRefused.because(ErrorCode.TOO_MANY_LEADS, MAX_ROWS);
    }
    if (fields.unreadable() != null) {
      fault(row, fields.unreadable());
      return;
    }
    try {
      valid.add(new NewLead(fields.link(), fields.details()));
    } catch (DomainException invalid) {
      fault(row, invalid.getMessage());
    }
  }

  private void fault(int row, String reason) {
    faultCount++;
    if (listedFaults.size() < MAX_LISTED_FAULTS) {
      listedFaults.add(new LeadsRefused.Fault(row, reason));
    }
  }

  /**
   * The add-to-campaign command of every row.
   *
   * @throws LeadsRefused when the campaign id is missing, there is no row, or a row is faulty
   */
  public AddLeadsCommand command(UserId owner, String campaignId) {
    String id = Check.optional(campaignId);
    if (id == null) {
      throw LeadsRefused.because(ErrorCode.CAMPAIGN_ID_REQUIRED);
    }
    if (faultCount > 0) {
      throw LeadsRefused.faults(listedFaults, faultCount);
    }
    if (valid.isEmpty()) {
      throw LeadsRefused.because(ErrorCode.LEADS_REQUIRED);
    }
    return new AddLeadsCommand(owner, id, valid);
  }
}
