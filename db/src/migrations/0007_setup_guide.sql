ALTER TABLE `short_links` ADD `first_opened_at` integer;--> statement-breakpoint
ALTER TABLE `stores` ADD `setup_guide_dismissed_at` integer;