-- A provider account is linked by at most one live linked account, across all users (D-55): its
-- signals (replies, acceptances, restrictions) then reach only that account, and no second tenant
-- acts through it with the shared API key.

-- A cancelled user's accounts are not live: they hold none.
UPDATE linked_accounts SET provider_account_id = NULL
WHERE provider_account_id IS NOT NULL
  AND user_id IN (SELECT id FROM users WHERE status = 'CANCELLED');

-- Accounts that already share one: the oldest keeps it, as signals reached the oldest before; the
-- others lose it, so the engine pauses them (no_provider_account_id) until their owner sets their own.
UPDATE linked_accounts a SET provider_account_id = NULL
WHERE a.provider_account_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM linked_accounts older
    WHERE older.provider_account_id = a.provider_account_id
      AND (older.created_at, older.id) < (a.created_at, a.id));

-- Also the look-up of the account a signal names, so the plain index it replaces goes.
CREATE UNIQUE INDEX linked_accounts_provider_account_key ON linked_accounts (provider_account_id)
    WHERE provider_account_id IS NOT NULL;
DROP INDEX linked_accounts_provider_account_idx;
