-- webhook_deliveries is a queue: every delivery is inserted, claimed and settled, each step a new row
-- version that leaves a dead entry in the due index. Claims walk that index from its oldest end, where
-- the dead entries of settled deliveries gather, so the table is vacuumed after 2 % of it has changed
-- instead of PostgreSQL's default 20 % (measured after a 60,000-delivery backlog: 3,049 buffers read to
-- find the 200 oldest due rows before a vacuum, 50 after; docs/performance.md "Webhook delivery").
ALTER TABLE webhook_deliveries SET (
    autovacuum_vacuum_scale_factor = 0.02,
    autovacuum_vacuum_threshold = 1000,
    autovacuum_vacuum_insert_scale_factor = 0.02,
    autovacuum_analyze_scale_factor = 0.02);
