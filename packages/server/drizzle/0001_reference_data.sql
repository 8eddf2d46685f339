-- Reference data: account roles (docs/decisions.md).
INSERT INTO "roles" ("id", "name", "description", "is_active") VALUES
  (1, 'ADMIN', 'Administrator: moderates users, offers, reviews and feedback', true),
  (2, 'MEMBER', 'Member: personal or business account that trades offers', true)
ON CONFLICT ("id") DO NOTHING;
