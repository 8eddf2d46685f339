-- wants_active_place_idx (migration 0038) has the same key and condition, and includes more: this one only cost writes.
DROP INDEX "wants_active_lat_lng_idx";
