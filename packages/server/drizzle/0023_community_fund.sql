-- The Community Fund (/donate): a system account that members give BITS to through the
-- ledger. It holds real member money, so it may never go negative.
INSERT INTO wallet_accounts (kind, code, allow_negative) VALUES ('SYSTEM', 'COMMUNITY_FUND', false);
