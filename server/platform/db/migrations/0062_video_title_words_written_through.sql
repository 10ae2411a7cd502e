-- Written through at once from now on, and what waits in the pending list merged now.
ALTER INDEX "youtube_videos_title_words_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('youtube_videos_title_words_idx'::regclass);
