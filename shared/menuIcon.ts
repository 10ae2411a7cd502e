/** The icon's name; the browser maps it to an icon component (the server never draws one). */
export type MenuIcon =
  | 'dashboard'
  | 'profile'
  | 'team'
  | 'admin'
  | 'accounts'
  | 'upload'
  | 'content'
  | 'agreements'
  | 'claims'
  | 'licensing'
  | 'payments'
  | 'communication'
  | 'activity'
  | 'messages'
  | 'item';
