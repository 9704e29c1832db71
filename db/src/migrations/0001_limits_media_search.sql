CREATE TABLE `media_files` (
	`name` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`slot` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `media_files_store_idx` ON `media_files` (`store_id`,`slot`);--> statement-breakpoint
CREATE TABLE `rate_limit_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`hits` integer NOT NULL,
	`resets_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_counters_resets_idx` ON `rate_limit_counters` (`resets_at`);--> statement-breakpoint
ALTER TABLE `plans` ADD `name_folded` text;--> statement-breakpoint
CREATE INDEX `plans_store_name_idx` ON `plans` (`store_id`,`name_folded`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `username_folded` text;--> statement-breakpoint
CREATE INDEX `subscribers_store_username_idx` ON `subscribers` (`store_id`,`username_folded`);--> statement-breakpoint
ALTER TABLE `vouchers` ADD `name_folded` text;--> statement-breakpoint
CREATE INDEX `vouchers_store_name_idx` ON `vouchers` (`store_id`,`name_folded`);