import englishMessages from 'ra-language-english';

/** The app's own texts: one `app` namespace and `resources.<name>.*`; spec texts exactly as written. */
export const appMessages = {
  app: {
    titles: {
      Dashboard: 'Dashboard',
      Channels: 'Channels',
      'Sublicensee Channels': 'Sublicensee Channels',
      'Connect your channel': 'Connect your channel',
      'Page Not Found': 'Page Not Found',
    },
    auth: {
      email: 'Email',
      not_authorized: 'You are not authorized to access this page.',
    },
    not_found: {
      title: '404 - Page Not Found!',
      text: "The page you are looking for might have beel removed, had it's name changed, or is temporarily unavailable.",
      back: 'Back To Home',
    },
    dashboard: {
      welcome: 'Welcome, %{name}',
      channel_count: 'Channels you can see',
      open_channels: 'Open %{title}',
    },
    step2: {
      title: 'Connect your channel',
      text: 'Your account has no YouTube channel yet. A creator account needs a connected channel before it can use the back-office.',
      not_available:
        'Connecting a channel through Google sign-in is not available in this version yet. Please contact your account manager.',
    },
    roles: {
      1: 'Super Admin',
      2: 'Manager',
      3: 'Creator',
      4: 'Content Owner',
      5: 'Manger Limited',
      6: 'Viewer',
      7: 'Viewer Limited',
      8: 'Team Member (Content Owner)',
      9: 'Team Member (Creator)',
    },
    validation: {
      channel_id: 'Enter a YouTube channel id: UC followed by 22 letters, digits, - or _',
      url: 'Enter a full address, such as https://example.com/icon.png',
    },
  },
  resources: {
    channels: {
      name: 'Channel |||| Channels',
      fields: {
        channel_id: 'Channel ID',
        channel_title: 'Title',
        channel_description: 'Description',
        channel_start_date: 'Start date',
        channel_icon_url: 'Icon URL',
        creator: 'Creator',
        creator_name: 'Creator',
        status: 'Status',
        created_at: 'Added',
        updated_at: 'Updated',
        q: 'Search',
      },
      status: { 0: 'Inactive', 1: 'Active', 3: 'Deleted' },
      actions: { activate: 'Activate', deactivate: 'Deactivate' },
      empty: 'No channels yet.',
      creators_unavailable: 'The list of creators could not be loaded.',
    },
  },
};

export const en = { ...englishMessages, ...appMessages };
