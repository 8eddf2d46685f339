ALTER TABLE "business_categories" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "guest_language" text;--> statement-breakpoint
ALTER TABLE "pledges" ADD COLUMN "description_fr" text;--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_name_fr_key" ON "business_categories" USING btree (coalesce("parent_id", 0),lower("name_fr")) WHERE "business_categories"."name_fr" is not null;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_guest_language" CHECK ("feedback"."guest_language" in ('en-CA', 'fr-CA'));
--> statement-breakpoint
-- The reference data in French: the default categories' names (where an admin has not named them yet)
-- and the first pledge, matched by their English text so rows an admin renamed are left alone.
UPDATE "business_categories" c SET "name_fr" = v.fr
FROM (VALUES
  ('Arts & Crafts', 'Arts et artisanat'),
  ('Automotive', 'Automobile'),
  ('Education', 'Éducation'),
  ('Food & Drink', 'Alimentation et boissons'),
  ('Health & Wellness', 'Santé et mieux-être'),
  ('Home Services', 'Services à domicile'),
  ('Professional Services', 'Services professionnels'),
  ('Retail', 'Commerce de détail'),
  ('Technology', 'Technologie'),
  ('Travel & Hospitality', 'Tourisme et hébergement'),
  ('Handmade Goods', 'Produits faits main'),
  ('Painting & Drawing', 'Peinture et dessin'),
  ('Photography', 'Photographie'),
  ('Pottery & Ceramics', 'Poterie et céramique'),
  ('Auto Repair', 'Réparation automobile'),
  ('Car Detailing', 'Esthétique automobile'),
  ('Parts & Accessories', 'Pièces et accessoires'),
  ('Towing', 'Remorquage'),
  ('Language Lessons', 'Cours de langues'),
  ('Music Lessons', 'Cours de musique'),
  ('Test Preparation', 'Préparation aux examens'),
  ('Tutoring', 'Tutorat'),
  ('Bakery', 'Boulangerie'),
  ('Catering', 'Traiteur'),
  ('Coffee Shop', 'Café'),
  ('Restaurant', 'Restaurant'),
  ('Fitness Training', 'Entraînement physique'),
  ('Massage Therapy', 'Massothérapie'),
  ('Nutrition', 'Nutrition'),
  ('Yoga', 'Yoga'),
  ('Cleaning', 'Entretien ménager'),
  ('Landscaping', 'Aménagement paysager'),
  ('Plumbing', 'Plomberie'),
  ('Renovation', 'Rénovation'),
  ('Accounting', 'Comptabilité'),
  ('Consulting', 'Services-conseils'),
  ('Legal Services', 'Services juridiques'),
  ('Marketing', 'Marketing'),
  ('Clothing', 'Vêtements'),
  ('Electronics', 'Électronique'),
  ('Furniture', 'Meubles'),
  ('Gifts & Flowers', 'Cadeaux et fleurs'),
  ('IT Support', 'Soutien informatique'),
  ('Software Development', 'Développement de logiciels'),
  ('Web Design', 'Conception Web'),
  ('Accommodation', 'Hébergement'),
  ('Event Planning', 'Organisation d’événements'),
  ('Tours & Guides', 'Visites guidées')
) AS v(en, fr)
WHERE c."name" = v.en AND c."name_fr" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "business_categories" o
    WHERE coalesce(o."parent_id", 0) = coalesce(c."parent_id", 0) AND lower(o."name_fr") = lower(v.fr)
  );
--> statement-breakpoint
UPDATE "pledges" SET "description_fr" = 'Je m’engage à échanger honnêtement et équitablement avec chaque membre de la communauté : à décrire mes offres avec exactitude, à honorer les échanges que j’accepte, à traiter les autres membres avec respect et à régler tout désaccord de bonne foi.'
WHERE "description_fr" IS NULL
  AND "description" = 'I pledge to trade honestly and fairly with every member of the community: to describe my offers truthfully, to honour the trades I agree to, to treat other members with respect, and to resolve any disagreement in good faith.';
