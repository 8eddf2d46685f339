-- Reference data: default business categories with sub-categories, and the first community pledge.
INSERT INTO "business_categories" ("name", "parent_id", "is_active") VALUES
  ('Arts & Crafts', NULL, true),
  ('Automotive', NULL, true),
  ('Education', NULL, true),
  ('Food & Drink', NULL, true),
  ('Health & Wellness', NULL, true),
  ('Home Services', NULL, true),
  ('Professional Services', NULL, true),
  ('Retail', NULL, true),
  ('Technology', NULL, true),
  ('Travel & Hospitality', NULL, true)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "business_categories" ("name", "parent_id", "is_active")
SELECT v.sub, p."id", true
FROM (VALUES
  ('Arts & Crafts', 'Handmade Goods'),
  ('Arts & Crafts', 'Painting & Drawing'),
  ('Arts & Crafts', 'Photography'),
  ('Arts & Crafts', 'Pottery & Ceramics'),
  ('Automotive', 'Auto Repair'),
  ('Automotive', 'Car Detailing'),
  ('Automotive', 'Parts & Accessories'),
  ('Automotive', 'Towing'),
  ('Education', 'Language Lessons'),
  ('Education', 'Music Lessons'),
  ('Education', 'Test Preparation'),
  ('Education', 'Tutoring'),
  ('Food & Drink', 'Bakery'),
  ('Food & Drink', 'Catering'),
  ('Food & Drink', 'Coffee Shop'),
  ('Food & Drink', 'Restaurant'),
  ('Health & Wellness', 'Fitness Training'),
  ('Health & Wellness', 'Massage Therapy'),
  ('Health & Wellness', 'Nutrition'),
  ('Health & Wellness', 'Yoga'),
  ('Home Services', 'Cleaning'),
  ('Home Services', 'Landscaping'),
  ('Home Services', 'Plumbing'),
  ('Home Services', 'Renovation'),
  ('Professional Services', 'Accounting'),
  ('Professional Services', 'Consulting'),
  ('Professional Services', 'Legal Services'),
  ('Professional Services', 'Marketing'),
  ('Retail', 'Clothing'),
  ('Retail', 'Electronics'),
  ('Retail', 'Furniture'),
  ('Retail', 'Gifts & Flowers'),
  ('Technology', 'IT Support'),
  ('Technology', 'Software Development'),
  ('Technology', 'Web Design'),
  ('Travel & Hospitality', 'Accommodation'),
  ('Travel & Hospitality', 'Event Planning'),
  ('Travel & Hospitality', 'Tours & Guides')
) AS v(parent, sub)
JOIN "business_categories" p ON p."name" = v.parent AND p."parent_id" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "pledges" ("description")
SELECT 'I pledge to trade honestly and fairly with every member of the community: to describe my offers truthfully, to honour the trades I agree to, to treat other members with respect, and to resolve any disagreement in good faith.'
WHERE NOT EXISTS (SELECT 1 FROM "pledges");
