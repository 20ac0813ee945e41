-- D-40: before every email the engine asks whether the address unsubscribed from any of the owner's
-- campaigns. Unsubscribed memberships are few; this keeps that question off the owner's other rows.
CREATE INDEX memberships_unsubscribed_idx ON memberships (user_id) WHERE status = 'UNSUBSCRIBED';
