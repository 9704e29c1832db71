PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`store_id` integer NOT NULL,
	`type` text NOT NULL,
	`params` text NOT NULL,
	`reference_id` integer,
	`subscription_id` integer,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "code", "store_id", "type", "params", "reference_id", "subscription_id", "read_at", "created_at") SELECT "id", "code", "store_id", "type", "params", "reference_id", "subscription_id", "read_at", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_code_unique` ON `notifications` (`code`);--> statement-breakpoint
CREATE INDEX `notifications_store_idx` ON `notifications` (`store_id`,`created_at`);