-- The wanted feed's count around a viewer: wants' places with their end and owner, so a big city is counted
-- up to the cap from the index alone (an index-only scan that stops there) instead of reading every want
-- in the box.
CREATE INDEX "wants_active_place_idx" ON "wants" USING btree ("latitude", "longitude") INCLUDE ("expires_at", "user_id") WHERE "status" = 'ACTIVE';
