-- Find members: the box scan reads (latitude, longitude, user_id) only, and the join to the members
-- others may find (role MEMBER = 2, status ACTIVE = 1, onboarding COMPLETED: modules/members listedMemberSql)
-- reads a partial index holding what the search sorts by. 10.1 -> 7.8 ms for 4,146 members within 20 km.
DROP INDEX "user_locations_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "users_listed_members_idx" ON "users" USING btree ("id","account_type","last_login","created_at") WHERE role_id = 2 and status_id = 1 and check_out_status = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "user_locations_lat_lng_idx" ON "user_locations" USING btree ("latitude","longitude","user_id");