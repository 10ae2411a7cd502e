DROP INDEX "users_lower_name_idx";--> statement-breakpoint
DROP INDEX "channels_lower_title_idx";