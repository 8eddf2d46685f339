-- Offer search (modules/offer-search): the planner estimates `q <% title` by running word_similarity
-- over the title column's statistics (up to 100 common values + 101 histogram bounds) on EVERY
-- search it plans (~0.7 ms of a ~1.5 ms plan). Ten of each keep the estimate good enough to choose
-- between the title, description and location indexes, at a tenth of the cost.
ALTER TABLE "offers" ALTER COLUMN "title" SET STATISTICS 10;
