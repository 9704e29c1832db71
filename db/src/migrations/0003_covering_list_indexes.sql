DROP INDEX `memberships_store_idx`;--> statement-breakpoint
DROP INDEX `memberships_plan_idx`;--> statement-breakpoint
CREATE INDEX `memberships_store_idx` ON `memberships` (`store_id`,`subscribed_at`,`cancel_at`,`subscriber_id`);--> statement-breakpoint
CREATE INDEX `memberships_plan_idx` ON `memberships` (`plan_id`,`cancel_at`);--> statement-breakpoint
DROP INDEX `vouchers_store_idx`;--> statement-breakpoint
CREATE INDEX `vouchers_store_idx` ON `vouchers` (`store_id`,`id`,`name`,`voucher_type`,`value`,`status`,`quantity`,`start_date`,`end_date`,`category`,`created_at`,`updated_at`);