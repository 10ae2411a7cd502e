/**
 * Every text the API says to people, by id, in English with polyglot's `%{param}` placeholders. An
 * answer carries the English text (for API clients and logs) and the id with its parameters, which
 * the browser translates in the person's language (src/i18n/serverMessages/); an id it does not know
 * shows the English text. Ids are stable: rename one only together with its translations. A declared
 * simple resource's messages are in its declaration instead; shared/messages.ts joins both, and has
 * what reads them (englishOf, messageOf...).
 */
export const SERVER_MESSAGES = {
  // Requests in general
  'request.invalid': 'The request is not valid.',
  'request.body_too_large': 'The request is too large.',
  'request.bad_json': 'The body is not valid JSON.',
  'request.media_type': 'This content type is not accepted here.',
  'request.failed': 'The request could not be handled.',
  'request.too_many': 'Too many requests: try again later.',
  'record.exists': 'This record already exists.',
  'server.error': 'Internal server error.',
  'server.unavailable': 'The service is temporarily unavailable.',
  'route.not_found': 'Not found.',
  'range.unsatisfiable': 'Range not satisfiable.',
  'db.too_long': 'A value is too long.',
  'db.wrong_format': 'A value has the wrong format.',
  'db.bad_date': 'A date is not valid.',
  'db.date_range': 'A date is out of range.',
  'db.number_range': 'A number is out of range.',
  'db.bad_character': 'Text contains an invalid character.',

  // A field's reason, as validation gives it
  'field.required': 'is required',
  'field.not_allowed': 'is not allowed',
  'field.invalid': 'is invalid',
  'field.single_line': 'must be a single line',
  'field.type.string': 'must be string',
  'field.type.number': 'must be number',
  'field.type.integer': 'must be integer',
  'field.type.boolean': 'must be boolean',
  'field.type.object': 'must be object',
  'field.type.array': 'must be array',
  'field.type.null': 'must be null',
  'field.type': 'must be %{type}',
  'field.max_length': 'must NOT have more than %{limit} characters',
  'field.min_length': 'must NOT have fewer than %{limit} characters',
  'field.blank': 'must not be blank',
  'field.pattern': 'must match pattern "%{pattern}"',
  'field.format.email': 'must be an email address',
  'field.format.uuid': 'must be an id (a UUID)',
  'field.format.date': 'must be a date (YYYY-MM-DD)',
  'field.format.date_time': 'must be a date and time (ISO 8601)',
  'field.format.uri': 'must be an address (URL)',
  'field.format': 'must match format "%{format}"',
  'field.minimum': 'must be >= %{limit}',
  'field.maximum': 'must be <= %{limit}',
  'field.exclusive_minimum': 'must be > %{limit}',
  'field.exclusive_maximum': 'must be < %{limit}',
  'field.multiple_of': 'must be a multiple of %{limit}',
  'field.max_items': 'must NOT have more than %{limit} items',
  'field.min_items': 'must NOT have fewer than %{limit} items',
  'field.unique_items': 'must NOT have duplicate items',
  'field.enum': 'must be equal to one of the allowed values',
  'field.const': 'must be equal to constant',
  'field.one_of': 'must match one of the allowed forms',
  'field.max_properties': 'must NOT have more than %{limit} properties',
  'field.min_properties': 'must NOT have fewer than %{limit} properties',
  'field.too_deep': 'must not be nested more than %{limit} levels deep',
  'field.has_nul': 'must not contain NUL characters',
  'field.bad_cursor': 'is not a valid cursor',
  'field.page_too_far': 'is more than %{rows} rows from either end of the list',
  'list.page_too_far':
    'This page is too far from the first and the last to open directly (more than %{rows} rows from either). Go on from a page near it, or narrow the list with a filter or a search.',
  'field.cannot_sort': "cannot sort by '%{field}'",
  'field.not_correct': 'is not correct',
  'field.must_differ': 'must differ',
  'field.already_used': 'is already used',
  'field.bad_link': 'is not valid or has expired',
  'field.not_valid': 'is not valid',
  'field.unknown_locale': 'has a locale or time zone that is not known',
  'field.has_expired': 'has expired',
  'field.already_spent': 'was already used',

  // What went well, as the pages show it
  'password.reset_sent': 'If an account exists for this email, a link to reset its password has been sent.',
  'password.set': 'Your password has been set. You can sign in now.',
  'password.changed': 'Your password has been changed.',
  'auth.signed_out': 'You have been signed out.',
  'auth.account_switched': 'Account switched.',
  'profile.theme_saved': 'Your theme has been saved.',
  'profile.saved': 'Your profile has been saved.',
  'profile.picture_saved': 'Your picture has been saved.',
  'profile.email_link_sent':
    'A confirmation link was sent to %{email}: your email changes once it is opened.',
  'profile.email_changed': 'Your email has been changed. Sign in with it.',
  'team.joined': 'You have joined the team of %{owner}. You can sign in now.',
  'team.declined': 'The invitation has been declined.',
  'payment.setting_saved': 'Payment setting updated.',
  'payment.recipient_created': 'Recipient account created.',

  // Signing in, sessions and permissions
  'auth.required': 'Authentication required.',
  'auth.session_expired': 'Your session has expired. Please sign in again.',
  'auth.sign_in_again': 'Sign in again.',
  'auth.forbidden': 'You are not allowed to do this.',
  'auth.invalid_credentials': 'Invalid email or password.',
  'auth.account_disabled': 'This account is disabled.',
  'auth.no_active_team': 'This account is not a member of any active team.',
  'auth.switch_own_only': 'You can only switch your own account.',
  'auth.not_team_member': 'You are not a member of that content owner team.',
  'auth.sign_in_throttled_bot':
    'Too many failed sign-in attempts. Please confirm you are not a robot, or try again later.',
  'auth.sign_in_throttled': 'Too many failed sign-in attempts. Please try again in %{seconds} seconds.',
  'auth.wrong_passwords_throttled': 'Too many wrong passwords. Please try again in %{seconds} seconds.',

  // Passwords, profile and email
  'password.wrong_current': 'The current password is not correct.',
  'password.same_as_current': 'The new password must differ from the current one.',
  'password.link_invalid': 'This link is not valid or has expired.',
  'profile.password_for_email': 'Enter your current password to change your email.',
  'profile.password_for_email_field': 'is required to change the email',
  'profile.email_taken': 'This email is already used by another account.',
  'profile.email_taken_since': 'This email is now used by another account.',
  'profile.picture_type': 'must be a PNG, JPEG or WebP image',
  'profile.picture_throttled': 'Too many picture uploads: try again later.',

  // Accounts
  'accounts.own_status': 'You cannot change the status of your own account.',
  'accounts.own_role': 'You cannot change the role of your own account.',

  // Team members and invitations
  'team.already_member': 'This person is already in your team.',
  'team.already_member_field': 'is already in your team',
  'team.invitations_throttled': 'You have sent %{count} invitations today: try again later.',
  'team.invitation_invalid': 'This invitation is not valid or has expired.',
  'team.cannot_join': 'This email belongs to an account that cannot join a team.',
  'team.cannot_join_field': 'belongs to an account that cannot join a team',
  'team.password_to_join': 'Enter your DRM password to join.',
  'team.wrong_passwords': 'Too many wrong passwords: try again later.',
  'team.wrong_password': 'The password is not correct.',
  'team.choose_password': 'Choose a password to accept.',
  'team.email_taken_since': 'This email now belongs to another account.',

  // Things not found
  'not_found.record': 'Record not found.',
  'not_found.admin': 'Admin not found.',
  'not_found.agreement': 'Agreement not found.',
  'not_found.channel': 'Channel not found.',
  'not_found.content': 'Content not found.',
  'not_found.creator': 'Creator not found.',
  'not_found.document': 'Document not found.',
  'not_found.download': 'Download not found.',
  'not_found.file': 'File not found.',
  'not_found.job': 'Job not found.',
  'not_found.library_item': 'Library item not found.',
  'not_found.note': 'Note not found.',
  'not_found.package': 'Package not found.',
  'not_found.payment_setting': 'Payment setting not found.',
  'not_found.picture': 'Picture not found.',
  'not_found.rights_holder': 'Content owner not found.',
  'not_found.signed_agreement': 'Signed agreement not found.',
  'not_found.team_member': 'Team member not found.',
  'not_found.upload': 'Upload not found.',

  // Uploads
  'upload.no_query': 'An upload URL takes no query.',
  'upload.no_concat': 'Uploads are not joined.',
  'upload.concat_field': 'is not supported',
  'upload.size_required': 'The file size must be given.',
  'upload.no_label': 'Your asset label is empty: an admin sets it before you can upload.',
  'upload.not_media':
    'This file is not a supported audio or video file (WAV, MP3, FLAC, AAC, M4A, MP4, MOV, WebM, MKV).',
  'upload.busy': 'This upload is busy with another request; try again in a moment.',
  'upload.too_many':
    'You have %{count} uploads not yet saved as content, the most at once. Save some of them as content or remove them, then add this file again.',
  'upload.too_much':
    'Your uploads not yet saved as content take %{held} of the %{allowed} allowed at once, and this file needs %{needed}. Save some of them as content or remove them, then add this file again.',
  'jobs.too_many': 'You have %{count} jobs queued or running: try again when some have finished.',

  // Why processing (a media job, a download's file, a package) failed
  'job.failed': '%{detail}',
  'job.stopped_after': 'Stopped after %{seconds} s',
  'media.not_processed_type': 'The file is not of a type the server processes.',
  'media.not_uploaded_type':
    'The file is not a supported audio or video file, or not the type it was uploaded as.',
  'media.output_limit': 'The file holds more than its stated length: processing stopped at its size limit.',
  'media.no_streams': 'The file is not a readable audio or video file: it has no audio or video stream',
  'media.no_decodable_stream': 'The file is not a readable audio or video file: no stream can be decoded',
  'media.no_probe_answer': 'The file is not a readable audio or video file: ffprobe gave no answer',
  'media.unreadable': 'The file is not a readable audio or video file: %{reason}',
  'media.tool_stopped': '%{tool} stopped after %{seconds} s',
  'job.no_file_for_sound': 'The item has no file to take the sound from.',
  'job.no_sound': 'This footage has no sound track.',
  'job.no_file_for_clip': 'The item has no file to cut the clip from.',
  'job.package_no_files': 'None of its items has a file any more.',
  'job.package_too_large': 'Its files together are larger than the %{size} GB a package can hold.',
  'job.package_failed': 'It could not be built.',
  'job.file_missing': "The file of '%{title}' is missing from the storage.",

  // Content: drafts, review and its fields
  'asset.isrc_audio_only': 'is for audio only',
  'asset.locked': 'This content is under review or in the library: it can no longer be changed here.',
  'asset.upload_not_yours': 'is not a finished upload of yours',
  'asset.upload_used': 'This upload is already content.',
  'asset.upload_used_field': 'is already used',
  'asset.kind_mismatch': 'does not match the file, which is %{kind}',
  'asset.none_submittable': 'None of these is a draft you can submit.',
  'asset.note_required': 'is required to reject or ask for changes',
  'asset.not_in_review': 'This content is not waiting for review.',
  'asset.retry_failed_only': 'Only a failed job can be retried.',
  'asset.owner_not_active': 'is not an active content owner',
  'asset.owner_no_label': 'has no asset label',
  'asset.agreement_not_owners': "is not one of the content owner's agreements",
  'asset.category_not_active': 'is not an active category',
  'asset.energy_not_active': 'is not an active energy level',
  'asset.speaker_not_active': 'names a speaker that is not active',

  // The library: downloads, clips, notes, packages
  'library.note_author_only': 'Only its author can change this note.',
  'download.no_file': 'This item has no file to download yet.',
  'download.audio_not_footage': 'This item is audio, not footage: download its audio instead.',
  'download.no_sound': 'This footage has no sound track to download.',
  'download.end_after_start': 'must be after start',
  'download.clip_too_long': 'must be at most %{seconds} seconds after start',
  'download.length_unknown': "This item's length is not known yet: its file is still being processed.",
  'download.past_end': 'is past the end of the item (%{seconds} seconds)',
  'download.gone': 'Nothing is making this file any more: download it again.',
  'package.no_files': '%{count} of these items have no file to package yet.',
  'package.too_large': 'have files larger together than the %{size} GB a package can hold',
  'package.building': 'This package is still being built.',

  // Agreements and rights holders' documents
  'agreement.pdf_only': 'must be a PDF file',
  'agreement.share_not_yours': 'You may not set the revenue share.',
  'agreement.creator_not_active': 'is not an active creator',
  'agreement.channel_not_creators': "is not one of the creator's channels",
  'agreement.end_before_start': 'must not be before the start date',
  'agreement.share_decimals': 'has more than %{count} decimals',
  'document.type': 'must be a PDF, PNG or JPEG file',

  // Content settings (a declared simple resource's messages are in its declaration: shared/messages.ts)

  // Channels and the Google connection
  'channel.icon_host': 'must be an image on %{hosts}',
  'channel.own_only': 'You can only add channels to your own account.',
  'channel.creator_not_active': 'is not an active creator',
  'channel.already_registered': 'This channel is already registered.',
  'channel.already_registered_field': 'is already registered',
  'channel.connect_first': 'Connect the channel with Google to add it.',
  'channel.connect_first_field': "is required: sign in with the channel's Google account",
  'channel.not_yours': 'This channel is not yours.',
  'channel.invalid_id': 'Invalid Channel Id',
  'channel.not_this_account': 'does not belong to this Google account',
  'channel.no_longer_this_account': 'no longer belongs to its Google account',
  'channel.not_connected': 'This channel is not connected with Google.',
  'channel.not_connected_field': 'is not connected',
  'channel.access_revoked': "This channel's Google access was revoked: connect it again.",
  'channel.access_revoked_field': 'needs a new Google sign-in',
  'google.not_configured':
    'Google sign-in is not configured on this server, so channels cannot be connected.',
  'google.refused': 'Google refused the sign-in: %{reason}',
  'google.expired': 'The Google sign-in has expired: sign in with Google again.',
  'google.youtube_refused': 'YouTube refused the request: %{reason}',
  'google.misconfigured': 'Google sign-in is not configured correctly.',
  'google.unreachable': 'Google could not be reached. Try again later.',
  'video.sync_pending': 'A sync of this channel is already queued or running.',
  'channel.removal_pending': 'A removal of this channel has already been requested.',
  'channel.removal_pending_field': 'already has an open removal request',
  'channel.removals_throttled': 'You have asked for %{count} channel removals today: try again later.',
  'video.quota_spent': "Today's YouTube quota (%{budget} units) is spent: the sync goes on tomorrow.",
  'google.grant_invalid': 'The Google sign-in is not valid: sign in with Google again.',
  'google.not_started_here': 'This Google sign-in was not started here: start it again.',
  'google.not_started_here_field': 'is not a sign-in this app started',
  'google.other_session': 'This Google sign-in was started in another session: start it again.',
  'google.already_used': 'This Google sign-in was already used: start it again.',
  'google.expired_start_again': 'This Google sign-in has expired: start it again.',
  'google.redirect_uri': "is not this app's address",
  'google.unknown_state': 'is not a state this app sends',

  // Content ID imports
  'content_ids.csv_body': 'must be a CSV file sent as the body, with Content-Type text/csv',
  'content_ids.has_errors': 'The file has errors: nothing was imported.',
  'content_ids.cannot_import': 'The file cannot be imported.',
  'content_ids.too_large': 'The file is larger than %{megabytes} MB.',
  'content_ids.too_large_field': 'must be at most %{bytes} bytes',

  // A content ID import's file and rows
  'csv.too_many_rows': 'has more than %{count} rows',
  'csv.parse_error': '%{detail}',
  'csv.empty': 'is empty',
  'csv.unknown_column': 'has an unknown column %{column}: the columns are %{columns}',
  'csv.column_twice': 'has the column %{column} twice',
  'csv.needs_id_column': 'needs a content_id_asset_id column',
  'csv.needs_item_column': 'needs an asset, isrc or custom_id column to find each item',
  'csv.no_rows': 'has no rows under its header',
  'csv.extra_cells': "has %{count} cells, more than the header's columns",
  'csv.asset_uuid': 'must be a library item id (a UUID)',
  'csv.isrc': 'must be an ISRC, such as USRC17607839',
  'csv.custom_id': 'must be one line of at most %{limit} characters',
  'csv.item_required': 'is required: name the item by its id, ISRC or custom id',
  'csv.content_id_asset_id': 'must be a YouTube asset id: A followed by 12 or more letters or digits',
  'csv.reference_id': 'must be a YouTube reference id: letters, digits, - and _ only',
  'csv.reference_status': 'must be one of %{values}',
  'csv.no_item': 'names no item of the library',
  'csv.shared_by': 'is shared by %{count} library items: name the item by its id in the asset column',
  'csv.other_item': 'names another item than the %{column} column',
  'csv.same_item': 'names the same item as line %{line}',
  'csv.same_id': 'is given on line %{line} too',
  'csv.already_mapped': 'is already mapped to another library item',

  // Transcription
  'transcription.status_throttled': 'Too many transcription status requests: try again later.',
  'transcription.not_configured': 'Transcription is not configured: set REVAI_ACCESS_TOKEN.',
  'transcription.no_media': 'This item has no media file to transcribe yet.',
  'transcription.media_missing': "This item's media file is missing from the storage.",
  'transcription.in_progress': 'A transcription of this item is already in progress.',
  // Rev AI's refusals and failures; `detail` is Rev AI's own words in brackets, or nothing.
  'revai.timeout': 'Rev AI did not answer in time. Try again later.',
  'revai.unreachable': 'Rev AI could not be reached (%{reason}). Try again later.',
  'revai.unreadable': 'Rev AI gave an unreadable answer.',
  'revai.bad_transcript': '%{reason}',
  'revai.not_a_job': 'Rev AI answered something that is not a job.',
  'revai.unauthorized': 'Rev AI refused the access token%{detail}: check REVAI_ACCESS_TOKEN.',
  'revai.rate_limited': 'Rev AI is receiving too many requests: try again in %{seconds} s.',
  'revai.no_job': 'Rev AI has no such job%{detail}.',
  'revai.failed': 'Rev AI failed on its side (%{status})%{detail}. Try again later.',
  'revai.refused': 'Rev AI refused the request (%{status})%{detail}.',

  // Payment settings (the spec's form messages first, spec 001 §8)
  'payment.required': 'This field is required!',
  'payment.invalid_format': 'Invalid format',
  'payment.invalid_format_example': 'Invalid format, e.g, %{example}',
  'payment.currency_required': 'Currency is required field',
  'payment.currency_not_found': 'Currency not found',
  'payment.holder_name': 'Please enter the recipients first and last name.',
  'payment.invalid_email': 'Please enter a valid email!',
  'payment.not_allowed': 'Choose one of the listed values.',
  'payment.setting_invalid': 'The payment setting is not valid.',
  'payment.data_not_empty': 'must be empty for payment type 3',
  'payment.currency_mismatch': 'must match currency',
  'payment.email_type': "must be '%{type}' for payment type 2",
  'payment.must_be_true': 'must be true',
  'payment.not_a_form': 'is not a form of %{currency}',
  'payment.not_an_input': 'is not an input of this form',
  'payment.provider_refused': 'The money-transfer provider refused the details: %{reason}',
  'payment.provider_field': '%{reason}',
  'payment.provider_answered': 'The money-transfer provider answered: %{reason}',
  'payment.refresh_field': 'is required to refresh a form',
  'payment.refresh_throttled': 'Too many form refreshes: try again later.',
  'payment.not_configured':
    'The money-transfer provider is not configured: no recipient account can be created.',
  'payment.no_recipient_for_type_3': 'Payment type 3 has no recipient account.',
  'payment.has_recipient': 'This payment setting already has a recipient account.',

  // Licence requests (the Licensing Library and Pending Requests)
  'not_found.inquiry': 'Licence request not found.',
  'inquiry.already_decided': 'This licence request has already been decided.',
  'inquiry.duplicate': 'You already asked for a licence of this content for this channel.',
  'inquiry.limit': 'You have %{count} licence requests waiting: wait for a decision before asking for more.',
  'inquiry.asset_gone': 'This content is no longer in the library.',
  'inquiry.reason_required': 'is required to reject a request',
  'inquiry.browse_hidden': 'The Licensing Library is not open to this account.',
  // Contact Us and Messages (server/entities/contactUs)
  'not_found.contact_us': 'Message not found.',
  'contact_us.bad_assignee': 'must name a staff member who answers messages',
  'contact_us.has_attachment': 'This message already has an attachment.',
  'contact_us.too_many_attachments': 'You sent %{count} attachments in the last day: try again later.',
  // Monitoring channels and their found videos (issue 34)
  'not_found.monitored_channel': 'Monitored channel not found.',
  'not_found.found_video': 'Found video not found.',
  'not_found.hashtag': 'Hashtag not found.',
  'monitoring.channel_exists': 'This channel is already monitored.',
  'monitoring.bad_channel': 'must be a YouTube channel address, an @handle or a channel id (UC…)',
  'monitoring.no_such_channel': 'YouTube has no such channel.',
  'monitoring.no_such_channel_field': 'names no YouTube channel',
  'monitoring.not_configured': 'The YouTube API key is not configured: set YOUTUBE_API_KEY.',
  'monitoring.hashtag_exists': 'This hashtag is already watched.',
  'monitoring.whitelisted_claim': 'A video of a whitelisted channel is never claimed.',
  'monitoring.scan_pending': 'A scan is already queued or running.',
  'monitoring.unknown_videos': 'names videos that were not found',
  // Prospective sublicensee creators (issue 34)
  'not_found.prospect': 'This channel is no prospect (anymore).',
  'prospects.not_rights_holder': 'must name an active content owner',
  // Copyright takedowns (issue 35)
  'not_found.takedown': 'Copyright takedown not found.',
  'takedown.bad_video_url': 'must be YouTube video addresses',
  'takedown.unknown_asset': 'must be an asset of the library',
  'takedown.unknown_channel': 'must name a monitored channel',
  'takedown.statement_required': 'must be confirmed to file the notice',
  'takedown.statements_missing': 'The notice lacks its statements or signature: complete the draft first.',
  'takedown.transition_refused': 'A takedown cannot go from state %{from} to state %{to}.',
  'takedown.court_action': 'Court action is recorded: the video stays down.',
  'takedown.not_draft': 'Only a draft notice can be changed or deleted.',
  'takedown.not_counter_notified': 'Court action is recorded only after a counter-notification.',
  // Manual claims (issue 35)
  'not_found.claim': 'Claim not found.',
  'claims.bad_video': 'must be a YouTube video address or its 11-character id',
  'claims.no_such_video': 'YouTube has no such video.',
  'claims.no_such_video_field': 'names no YouTube video',
  'claims.asset_not_claimable': 'must name an approved item of the library',
  'claims.segment_order': 'must end after it starts',
  'claims.territory_rule_needed': 'is required with territories, and only with them',
  'claims.duplicate': 'This video is already claimed with this asset.',
  'claims.licensed':
    'The video\'s channel holds the active agreement "%{agreement}" covering this asset: it is not claimable.',
  'claims.whitelisted': "The video's channel is whitelisted: it is not claimable.",
  'claims.transition_refused': 'A claim that is %{from} cannot become %{to}.',
  'claims.already_disputed': 'This claim was disputed already: a claim is disputed once.',
  'claims.appeal_needs_upheld': 'Only a claim upheld after a dispute can be appealed.',
  'claims.already_appealed': 'This claim was appealed already: an appeal is made once.',
  'claims.not_editable': 'Only a pending claim can be edited.',
  'claims.not_in_force': 'Only a claim in force can be sent to YouTube.',
  'claims.not_configured': 'YouTube Content ID is not configured: the claim is tracked here only.',
  'claims.no_content_id_asset':
    'The asset has no YouTube Content ID asset: map it on the Content ID tab first.',
  'claims.content_id_failed': 'YouTube Content ID refused or failed: %{detail}',

  // Revenue imports (server/entities/royalties)
  'not_found.revenue_import': 'Revenue import not found.',
  'royalties.bad_video_id': 'must be a YouTube video id (11 characters)',
  'royalties.bad_amount': 'must be a decimal amount such as 12.345678',
  'royalties.bad_youtube_id': 'must be a YouTube id (letters, digits, - and _)',
  'royalties.bad_day': 'must be a day of %{period} (YYYY-MM-DD)',
  'royalties.bad_views': 'must be a whole number',
  'royalties.bad_period': 'must be a past or current month, as YYYY-MM',
  'royalties.unreadable': 'The file cannot be read as CSV: %{detail}',
  'royalties.no_columns': 'The file has no column row naming the video id and the revenue.',
  'royalties.csv_body': 'must be sent as the body, as text/csv',
  'royalties.too_large': 'The file is larger than %{megabytes} MB.',
  'royalties.too_many_open': 'You already have %{count} imports open: import or discard one first.',
  'royalties.not_checked': 'The file is not checked yet, or it failed its check.',
  'royalties.period_imported':
    'Revenue for %{period} from this source is already imported from another file: import with replace to replace it.',
  'royalties.has_errors': 'The file has %{count} bad rows: import with skip_errors to import the other rows.',
  'royalties.no_rows': 'The file has no good rows to import.',
  'royalties.cannot_discard':
    'An imported report cannot be discarded: import another file for its month to replace it.',
  'royalties.analytics_not_configured':
    'The YouTube Analytics API is not configured (it needs the content owner of CONTENT_ID_OWNER_ID): import the revenue report file instead.',
  'royalties.analytics_failed': 'YouTube Analytics refused or failed: %{detail}',
  'royalties.analytics_running': 'An import of %{period} from YouTube Analytics is already running.',
  // The earnings reports and split runs (issue 36).
  'earnings.shares_over_100':
    'The revenue shares of the agreement “%{agreement}” add up to %{share}%, over 100%: the revenue of %{period} cannot be split. Correct its revenue share, then run the split again.',
  'earnings.invalid_share':
    'The revenue share of the agreement “%{agreement}” (%{share}) is not a percent with at most two decimals: the revenue of %{period} cannot be split.',
  'earnings.no_revenue': 'No revenue is imported for %{period}: import its report first.',
  'earnings.range_too_long': 'A report covers at most %{months} months.',
  'not_found.split_run': 'Split run not found.',

  // Payment runs (server/entities/payments)
  'not_found.payment_run': 'Payment run not found.',
  'not_found.payment': 'Payment not found.',
  'payments.run_in_progress': 'A payment run is already %{status}: pay or cancel it before opening another.',
  'payments.nothing_due': 'Nothing is due to any payee up to %{period}.',
  'payments.not_open': 'Only an open run can be approved.',
  'payments.not_approved': 'Only an approved run can be paid.',
  'payments.not_cancellable': 'Only a run of which nothing is paid yet can be cancelled.',
  'payments.not_by_hand': 'Only an approved payment made by hand can be marked paid.',
  'payments.not_paying': 'The run has no transfers on their way.',
  'payments.wise_not_configured':
    'Wise is not configured (WISE_API_TOKEN is not set): the run stays approved. Its payments by hand can still be marked paid.',
  'payments.transfer_failed': 'Wise refused the transfer: %{detail}',

  // Activity log reports (server/entities/activityLog)
  'activity.range_order': 'must not be before the start',
  'activity.range_too_long': 'must be at most %{days} days from the start',
  'activity.system_entry': 'Entries written by the system cannot be changed or removed.',
  'activity.not_author': 'Only the note’s author or an admin may change or remove it.',
  'activity.note_deleted': 'This note was deleted.',
  'activity.too_many_notes': 'You wrote %{count} notes in the last hour: try again later.',

  // Exports saved by link (server/platform/exports)
  'export.too_many_links': 'You asked for %{count} exports in the last hour: try again later.',
} as const satisfies Record<string, string>;

export type ServerMessageId = keyof typeof SERVER_MESSAGES;

/** The `%{name}` placeholders of a text, as a union of names. */
export type PlaceholdersOf<T extends string> = T extends `${string}%{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** A parameter's value: what the text shows in its place. */
export type MessageParams = Record<string, string | number>;

/** The parameters a message takes, each one named. */
export type ParamsOf<Id extends ServerMessageId> = Record<
  PlaceholdersOf<(typeof SERVER_MESSAGES)[Id]>,
  string | number
>;

type PlainId = {
  [Id in ServerMessageId]: [PlaceholdersOf<(typeof SERVER_MESSAGES)[Id]>] extends [never] ? Id : never;
}[ServerMessageId];
type IdWithParams = Exclude<ServerMessageId, PlainId>;

/**
 * What a call site says: an id whose text has no placeholders, or `msg(id, params)`. Free text does
 * not type-check, so every text the API says is in the catalogue.
 */
export type Said = PlainId | { [Id in IdWithParams]: { id: Id; params: ParamsOf<Id> } }[IdWithParams];

/** A message with its parameters, every placeholder named (checked by the compiler). */
export const msg = <Id extends IdWithParams>(id: Id, params: ParamsOf<Id>) => ({ id, params });

/** A catalogue text with its placeholders filled in, as polyglot does (an unknown one is left as it is). */
export function fillIn(text: string, params: MessageParams = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
