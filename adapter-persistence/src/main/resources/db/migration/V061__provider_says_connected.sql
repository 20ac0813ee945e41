-- Connection guards (D-50): a CONNECTED / NOT_CONNECTED step of a membership that sent no invite
-- reads what the provider reports about the lead. The engine asks once, outside any transaction,
-- and keeps the answer here (null: not asked yet, or the provider could not tell), so the next
-- decisions read it with the row instead of asking again.
ALTER TABLE memberships ADD COLUMN provider_says_connected boolean;
