/** A library item as the list and the detail answer it (server/entities/library/schemas). */
export interface LibraryItem {
  id: string;
  title: string;
  kind: 'audio' | 'footage' | 'clip';
  description: string;
  duration: number | null;
  rights_holder: string;
  rights_holder_name: string;
  asset_label: string;
  likes: number;
  dislikes: number;
  my_reaction?: number;
  favourite?: boolean;
  poster_url?: string | null;
  preview_url?: string | null;
  transcript_state?: string | null;
  notes?: LibraryNote[];
}

export interface LibraryNote {
  id: string;
  body: string;
  author: string;
  author_name: string;
  created_at: string;
  updated_at: string;
}
