ALTER TABLE `broadcasts` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `broadcasts` ADD `failure_reason` text;