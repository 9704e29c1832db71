CREATE TABLE `billing_periods` (
	`id` integer PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`months` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `broadcasts` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`voucher_id` integer NOT NULL,
	`description` text NOT NULL,
	`scheduled_at` integer,
	`status` text NOT NULL,
	`lang` text NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `broadcasts_store_idx` ON `broadcasts` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`number` text NOT NULL,
	`month` text NOT NULL,
	`subject` text NOT NULL,
	`invoice_date` text NOT NULL,
	`due_date` text NOT NULL,
	`items` text NOT NULL,
	`tendered_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`earned_cents` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_store_month_uq` ON `invoices` (`store_id`,`month`);--> statement-breakpoint
CREATE TABLE `memberships` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`subscribed_at` integer NOT NULL,
	`renewal_at` integer NOT NULL,
	`cancel_at` integer,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `memberships_store_idx` ON `memberships` (`store_id`,`subscribed_at`);--> statement-breakpoint
CREATE INDEX `memberships_subscriber_idx` ON `memberships` (`subscriber_id`);--> statement-breakpoint
CREATE INDEX `memberships_plan_idx` ON `memberships` (`plan_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`store_id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`message` text NOT NULL,
	`reference_id` integer,
	`subscription_id` integer,
	`read_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_code_unique` ON `notifications` (`code`);--> statement-breakpoint
CREATE INDEX `notifications_store_idx` ON `notifications` (`store_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `otp_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`purpose` text NOT NULL,
	`store_id` integer NOT NULL,
	`code` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`consumed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `otp_phone_idx` ON `otp_codes` (`phone`,`purpose`,`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`body` text NOT NULL,
	`code` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`,`id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`membership_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`fee_cents` integer NOT NULL,
	`paid_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payments_store_idx` ON `payments` (`store_id`,`paid_at`);--> statement-breakpoint
CREATE INDEX `payments_subscriber_idx` ON `payments` (`subscriber_id`,`paid_at`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`requested_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payouts_store_idx` ON `payouts` (`store_id`,`requested_at`);--> statement-breakpoint
CREATE TABLE `plan_vouchers` (
	`id` integer PRIMARY KEY NOT NULL,
	`plan_id` integer NOT NULL,
	`voucher_id` integer NOT NULL,
	`max_use_qty` integer NOT NULL,
	`additional_voucher` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_vouchers_uq` ON `plan_vouchers` (`plan_id`,`voucher_id`);--> statement-breakpoint
CREATE INDEX `plan_vouchers_voucher_idx` ON `plan_vouchers` (`voucher_id`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`billing_period_id` integer NOT NULL,
	`how_to_use` text DEFAULT '[]' NOT NULL,
	`perks_and_benefits` text DEFAULT '[]' NOT NULL,
	`terms_and_conditions` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`billing_period_id`) REFERENCES `billing_periods`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plans_store_idx` ON `plans` (`store_id`,`id`);--> statement-breakpoint
CREATE TABLE `redemptions` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`membership_id` integer NOT NULL,
	`subscriber_id` integer NOT NULL,
	`voucher_id` integer NOT NULL,
	`redeemed_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`membership_id`) REFERENCES `memberships`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `redemptions_store_idx` ON `redemptions` (`store_id`,`redeemed_at`);--> statement-breakpoint
CREATE INDEX `redemptions_voucher_idx` ON `redemptions` (`voucher_id`);--> statement-breakpoint
CREATE INDEX `redemptions_subscriber_idx` ON `redemptions` (`subscriber_id`);--> statement-breakpoint
CREATE TABLE `short_links` (
	`code` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `short_links_store_id_unique` ON `short_links` (`store_id`);--> statement-breakpoint
CREATE TABLE `stores` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`phone` text NOT NULL,
	`category_id` integer NOT NULL,
	`address` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`country` text DEFAULT 'DE' NOT NULL,
	`about` text,
	`opening_hours` text,
	`photo_url` text,
	`logo_url` text,
	`email` text,
	`lang` text DEFAULT 'de' NOT NULL,
	`verified_at` integer,
	`provider_account_id` text,
	`activated_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_slug_unique` ON `stores` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `stores_phone_unique` ON `stores` (`phone`);--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`username` text NOT NULL,
	`phone` text NOT NULL,
	`address` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscribers_store_idx` ON `subscribers` (`store_id`,`id`);--> statement-breakpoint
CREATE TABLE `tokens` (
	`token` text PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `vouchers` (
	`id` integer PRIMARY KEY NOT NULL,
	`store_id` integer NOT NULL,
	`name` text NOT NULL,
	`voucher_type` text NOT NULL,
	`value` real NOT NULL,
	`status` text NOT NULL,
	`quantity` integer,
	`start_date` text NOT NULL,
	`end_date` text,
	`schedule` text,
	`category` text,
	`informations` text DEFAULT '[]' NOT NULL,
	`terms_and_conditions` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`store_id`) REFERENCES `stores`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `vouchers_store_idx` ON `vouchers` (`store_id`,`id`);