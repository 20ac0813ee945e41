package com.outreach.application.port.in.tag;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.tag.TagColor;
import com.outreach.domain.user.UserId;

/**
 * A new tag for the caller (spec 4.12, D-22). Checked in this order: {@code Name is required!}, the
 * name's length (200), {@code Color is required!}, {@code Invalid color!}.
 */
public record AddTagCommand(UserId owner, String name, TagColor color) {
  public static AddTagCommand of(UserId owner, String name, String color) {
    String validName =
        Check.maxLength(Check.required(name, ErrorCode.NAME_REQUIRED), Tag.MAX_NAME_LENGTH, "Name");
    return new AddTagCommand(owner, validName, TagColor.parse(color));
  }
}
