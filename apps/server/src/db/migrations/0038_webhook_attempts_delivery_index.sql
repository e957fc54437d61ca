-- A delivery's attempts by its id: removing an endpoint removes its deliveries, and each removed
-- delivery removes its attempts, which without this index was a scan of every attempt per delivery
-- (minutes for an endpoint with 100 000 deliveries, its client's tables locked meanwhile).
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id");
