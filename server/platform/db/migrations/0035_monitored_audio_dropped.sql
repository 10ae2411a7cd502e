-- monitored_audio held only the seed's placeholder rows for the menu badge; found_videos (0034) replaces it.
DROP TABLE "monitored_audio" CASCADE;