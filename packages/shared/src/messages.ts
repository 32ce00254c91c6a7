// The text catalogue: every sentence a user reads, once, under its key, in English exactly as the product
// specification writes it (English is the source language). Server errors take their message from here by key and
// answer the key beside it; the web shows the same texts by key. `{name}` is a placeholder filled by
// catalogue.ts's messageText(key, params) (ICU message syntax). `npm run lint` refuses a user-facing sentence written
// outside this file (scripts/check-texts.mjs; docs/product.md "A new text").
// Add a new area's keys as one block with a comment naming the area, so parallel changes merge cleanly.
export const MSG = {
  // generic fallbacks
  thereWasAnError: 'There was an error',
  contactSupport: 'Something went wrong, please contact support',
  errorContactSupport: 'Error, contact support!',
  tryAgain: 'Something went wrong, please try again',
  errorFetchingCountries: 'Error fetching countries!',
  somethingWentWrong: 'Something went wrong',
  tryAgainLater: 'Something went wrong, please try again later',
  dialogFallback: 'Something went wrong. Please try again later.',

  // mapped server messages
  profileMismatchServer: 'profile does not match with video user name',
  profileMismatchShown:
    'The video was not uploaded to your TikTok profile. Please post the video on your linked TikTok profile. If you need help, please contact support.',
  wrongSoundServer: 'Could not confirm the usage of the right song in the provided video.',
  wrongSoundShown:
    'The video does not contain the correct sound. Please create a video with the appropriate sound. If you need help, please contact support.',

  // uploads
  uploadFailed: 'Uploading files to S3 has failed . Please try again.',
  uploadUnexpected: 'Unexpected error during upload. Please try again or contact support.',
  fileTooLarge: 'One or both files exceed the 15 MB size limit',
  bodyTooLarge: 'The request is too large: a request body may be at most 1 MB.',
  noVideoLink: 'No video link available',

  // login
  invalidEmail: 'Invalid email address',
  accountDisabled: 'This account has been disabled',
  userNotFound: 'User with that email was not found',
  incorrectPassword: 'Incorrect password',
  tooManyRequests: 'Too many requests, please try again later',
  verifyEmailFirst: 'Please verify your email address before you can login',

  // password reset
  resetSent: 'You have been sent an email to reset your password',
  resetUserNotFound: 'User with the specified email was not found.',

  // sign-up
  signupSuccess:
    'You have been sent a verification email. Please verify your email to proceed with the login. Redirecting to login page...',
  signupUnknown: "Registration can't be completed for an unknown reason. Please contact support.",
  passwordMismatch: 'Confirmation password does not match the new password',

  // connect profile
  tiktokConnected: 'Tiktok profile connected successfully',
  tiktokConnecting: 'Please be patient while we are establishing connection with Tiktok',
  connectTitle: 'Connect your Tiktok Profile',

  // validation
  endAfterStartCreate: 'Please select an end date that is after the start date',
  endAfterStartEdit: 'End date should be greater than start date.',
  submitLink: 'Please submit a Link',
  submitCampaignDeleted: 'This campaign was deleted: videos can no longer be submitted to it.',
  invalidSpotify: 'Please enter a valid Spotify link',
  invalidTiktok: 'Please enter a valid TikTok link',
  invalidDateTime: 'Please enter a valid date and time in the format: YYYY-MM-DD HH:MM:SS',

  // success toasts
  campaignCreated: 'Campaign created successfully!',
  campaignEdited: 'Campaign edited successfully!',
  campaignDeleted: 'Campaign deleted successfully!',
  promotionDeleted: 'Promotion successfully deleted!',
  userDeleted: 'User deleted successfully!',
  userEdited: 'User edited successfully!',
  creatorEdited: 'Creator edited successfully!',
  musicianCreated: 'Musician created successfully!',
  invoiceDownloaded: 'Invoice PDF downloaded successfully!',
  reportDownloaded: 'Report downloaded successfully!',
  linkSubmitted: 'Link submitted!',
  promotionCanceled: 'Promotion has been canceled successfully. Redirecting to the homepage...',
  userUpdated: 'User has been updated successfully',
  creatorStatusUpdated: 'Creator status updated successfully!',

  // our own, kept here so there is one way to say them
  emailVerified: 'Your email address has been verified. You can now log in.',
  linkInvalid: 'This link is invalid or has expired.',
  passwordChanged: 'Your password has been changed.',
  passwordSet: 'Your password has been set. You can now log in.',
  emailChangeSent: 'We have sent a confirmation link to your new email address.',
  emailTaken: 'An account with this email address already exists.',
  unauthorized: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  mfaRequired: 'Enter the code from your authenticator app.',
  mfaInvalid: 'The code is not valid.',
  mfaTooManyAttempts: 'Too many wrong codes. Please sign in again.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordHasEmail: 'The password must not contain your email address.',
  emailChangeUndone:
    'Your email address has been restored and every session has ended. We have sent you a link to choose a new password.',
  wrongCurrentPassword: 'Your current password is not correct.',
  invalidUploadedFile: 'Please upload the file again.',
  mfaEnrolMailSent: 'We have sent a confirmation link to your email address. Open it to set up two-step verification.',
  mfaAdminsOnly: 'Two-step verification is available for admin accounts.',

  // fraud signals and holds (docs/engine.md "Fraud signals and holds")
  duplicateVideo: 'This video has already been submitted to this campaign. Please submit a video of your own.',
  fraudHeld: 'This video is held for a fraud review: release it or mark it as fraud first.',
  fraudNotHeld: 'This video is not waiting for a fraud decision.',
  fraudReleased: 'Video released: it settles as usual.',
  fraudMarked: 'Video marked as fraud.',
  underReview: 'Under review',
  tiktokOff: 'Connecting TikTok is not available on this server yet. Please contact support.',
  tiktokStateMismatch:
    'This TikTok answer does not belong to your connection request. Please connect again from your account.',
  platformStateMismatch:
    'This answer does not belong to your connection request. Please connect again from your account.',
  platformConnected: 'Account connected.',
  platformConnecting: 'Connecting your account…',
  platformTaken: 'This account is already connected to another Hookline account.',

  // what each admin action did (one toast per action, never a generic one)
  promotionApproved: 'Video approved.',
  promotionDeclined: 'Video declined.',
  promotionFraud: 'Video marked as fraud.',
  viewsAdded: 'Views after three days saved.',
  uploadTimeSaved: 'Upload time saved.',
  campaignEnded: 'Campaign ended.',
  soundCheckPending: 'Manual sound check needed',
  tiktokUsernameTaken: 'This TikTok username already belongs to another creator.',
  adminNotACreator: 'This account is an admin, not a creator.',
  startDateRequired: 'Please choose a start date',
  endDateRequired: 'Please choose an end date',
  maxLevelRequired: 'Please choose a max creator level',

  spotifyTrackLink: 'Please enter a Spotify track link (https://open.spotify.com/track/...)',
  spotifyTrackNotFound: 'Spotify does not know this track. Please check the link, or enter the title and artist.',
  spotifyOff: 'Reading songs from Spotify is not available on this server. Please enter the title and artist.',
  spotifyFilled: 'Filled in from the Spotify link: you can change them.',

  // why a control is disabled (shown beside it or in its tooltip)
  whyNotPayableYet: "Can't be paid yet: the creator's payment settings are incomplete.",
  whyNoDelete: 'Only a video still waiting for review (pending or submitted) can be deleted.',
  whyNothingToSave: 'Nothing to save yet: change a value first.',
  whyChooseCountry: 'Choose your country first.',
  whyArchived: 'An archived campaign cannot be deleted.',
  // refusals answered by the server (apps/server/src/errors.ts)
  campaignNotFound: 'Campaign not found.',
  creatorNotFound: 'Creator not found.',
  promotionNotFound: 'Promotion not found.',
  userNotFoundById: 'User not found.',
  billNotFound: 'Bill not found.',
  payoutBatchNotFound: 'Payout batch not found.',
  musicianNotFound: 'Musician not found.',
  levelProposalNotFound: 'Level proposal not found.',
  appealNotFound: 'Appeal not found.',
  campaignNotOpenToYou: 'Campaign not found or not open to you.',
  accountBlocked: 'Your account is blocked. Please contact support.',
  alreadyAppealed: 'You have already appealed this decision.',
  archivedBudgetFixed: 'The budget of an archived campaign cannot change.',
  startDateInPast: 'The start date cannot be in the past.',
  proposalAlreadyDecided: 'This proposal was already {status}.',
  appealAlreadyDecided: 'This appeal was already {status}.',
  correctOnlySettled: 'Only a settled (succeeded) promotion can be corrected; this one is {status}.',
  reopenOnlyDeclined: 'Cannot reopen a promotion that is {status}.',
  alreadyJoined: 'You have already joined this campaign.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  mfaNotOn: 'Two-step verification is not on for this account.',
  mfaAlreadyOn: 'Two-step verification is already on.',
  mfaStartFirst: 'Start the set-up first.',
  mfaOn: 'Two-step verification is on.',
  tiktokNotConnected: 'TikTok is not connected.',
  promotionDeletedMeanwhile: 'This promotion was deleted meanwhile: nothing was submitted.',
  promotionChangedMeanwhile: 'This promotion was changed by someone else meanwhile. Reload it and try again.',
  noDecisionToAppeal: 'This decline has no decision to appeal.',
  appealOnlyDeclined: 'Only a declined video can be appealed.',
  campaignNoBudgetLeft: 'This campaign has no budget left.',
  approveNoBudgetLeft: 'The campaign has no budget left: this video cannot be approved.',
  budgetBelowCommitted: 'The budget cannot be lower than what is already reserved or paid.',
  billAlreadyPaid: 'This bill is already paid.',
  tiktokProfileTaken: 'This TikTok profile is already connected to another account.',
  connectTiktokFirst: 'Please connect your TikTok profile first.',
  tiktokRefusedConnection: 'TikTok did not accept the connection. Please try again.',
  tiktokUnreachable: 'TikTok cannot be reached right now. Please try again later.',
  uploadCutOff: 'The upload was cut off or malformed. Please try again.',
  uploadChooseFile: 'Please choose a file.',
  uploadImageType: 'Please upload an image file (JPEG, PNG, GIF or WebP).',
  uploadAudioType: 'Please upload an audio file (MP3, WAV, OGG, FLAC or M4A).',
  musicianMissing: 'The selected musician does not exist.',
  bankFileNamesNoPayment: 'The bank file names no payment of this batch.',
  stripeSignatureMismatch: 'The Stripe signature does not match this event.',
  stripeEventNotJson: 'A Stripe event is sent as JSON.',
  cardPaymentsOff: 'Card payments are not available at the moment.',
  chooseGenre: 'Please choose a genre',
  chooseCountryServer: 'Please choose a country.',
  nothingToUpdate: 'Nothing to update',
  approveNeedsStats: 'Approving needs the upload date and the stats',
  idempotencyKeyLength: 'Idempotency-Key must be 1 to 200 characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyStillProcessing: 'A request with this Idempotency-Key is still being processed.',
  payoutDetailsIncomplete:
    'This creator’s payment settings (legal name, address, tax status, account holder and IBAN) are incomplete: the bill cannot be marked paid.',
  settledUploadTime: 'The upload time of a settled promotion cannot be changed.',
  futureUploadTime: 'The upload date cannot be in the future.',
  correctionNeedsBudget: 'The corrected earning needs more budget than the campaign has left: raise the budget first.',
  correctionAfterEnd:
    'The campaign has ended and its budget went back to the musician: this correction cannot raise the earning.',
  alreadyExists: 'This already exists.',
  unsupportedContentType: 'Unsupported content type',
  malformedBody: 'Malformed request body',
  invalidInput: 'Invalid input',
  /** a request schema's own refusal, already a catalogue text or zod's: passed on as it is */
  schemaRefusal: '{message}',
  // a promotion move refused by the state machine (modules/promotions/transitions.ts); {action} is one of move*
  moveNotByActor: 'Only {actors} can {action} a promotion.',
  moveNotFromStatus: 'Cannot {action} a promotion that is {status}.',
  moveSubmit: 'submit a video for',
  moveApprove: 'approve',
  moveSettle: 'record views after three days for',
  moveDecline: 'decline',
  moveFraud: 'mark as fraud',
  moveDelete: 'delete',
  moveEditLink: 'edit the video link of',

  // what the server answers when a call succeeded
  billMarkedPaid: 'Bill marked as paid.',
  statsUpdateQueued: 'Stats update queued.',
  sepaFileCreated: 'SEPA payout file created.',
  viewsCorrected: 'Views corrected.',
  appealSent: 'Your appeal was sent. The Hookline team will answer it by email.',
  appealAccepted: 'Appeal accepted: the video is back in review.',
  appealRejected: 'Appeal rejected.',
  notificationSettingsSaved: 'Notification settings saved.',
  campaignJoined: 'You joined the campaign.',
  tiktokCheckWorks: 'Your TikTok connection works.',
  tiktokCheckRefused: 'TikTok did not accept the connection. Please connect your profile again.',
  tiktokCheckNoProfile:
    'TikTok did not answer with your profile. Please run the test again, or connect your profile again.',

  // the web's own refusals and notices
  previewUnavailable: 'The preview cannot be played right now.',
  chooseReason: 'Please choose a reason',
  writeNoteForCreator: 'Please write a note for the creator',
  downloadFailed: 'Download failed',
  checkTheValues: 'Please check the values',
  enterStageName: 'Please enter your stage name',
  chooseMaxLevel: 'Please choose the maximum creator level',
  chooseAlbumCover: 'Please choose the album cover',
  chooseSongFile: 'Please choose the song file',
  enterEmail: 'Please enter your email',
  enterPassword: 'Please enter your password',
  draftRejectReason: 'Please give the reason for the rejection',
  tiktokCancelled: 'The TikTok connection was cancelled. You can try again from your account.',
  tiktokNoCode: 'TikTok did not send a connection code. Please connect again from your account.',

  // what a request schema refuses (packages/shared: the server answers it, the browser forms show it)
  acceptTerms: 'You must accept the terms and privacy policy',
  confirmAge: 'You must confirm your age',
  chooseTaxStatus: 'Please choose your tax status',
  enterVatNumber: 'Please enter your VAT number',
  enterExemptionNote: 'Please enter the exemption note',
  enterValidDate: 'Please enter a valid date',
  chooseTerritories: 'Please choose territories from: {territories}',
  enterBudget: 'Please enter a budget',
  spotifyOrFiles: 'Please enter a Spotify link, or upload the album cover and the song for a pre-release campaign',
  reasonOnlyForDecline: 'A reason goes only with a decline or fraud',
  enterAmount: 'Please enter an amount',
  enterLegalName: 'Please enter your legal name',
  enterStreet: 'Please enter your street and house number',
  enterPostcode: 'Please enter your postcode',
  enterCity: 'Please enter your city',
  chooseYourCountry: 'Please choose your country',
  enterAccountHolder: 'Please enter the account holder',
  explainAppeal: 'Please explain in a few words why the decision should change (at least 10 characters)',
  passwordTooShort: 'Password must be at least 8 characters',
  enterAddress: 'Please enter your address',
  enterSongTitle: 'Please enter the song title',
  enterArtist: 'Please enter the artist',
  invalidCapcut: 'Please enter a valid CapCut link',
  chooseOneTerritory: 'Please choose at least one territory',
  chooseOnePlatform: 'Please choose at least one platform',
  viewsWholeNumber: 'Views must be a whole number',
  correctionReason: 'Please give the reason for the correction',
  topUpMinimum: 'The top-up must be at least 1 EUR',
  atMostTwoDecimals: 'Please enter at most two decimals',
  noControlCharacters: 'Text must not contain control characters',
  invalidId: 'Invalid id',
  budgetAtLeast: 'The budget must be at least {min} EUR',
  atMostCharacters: 'At most {max} characters',
  // the parts of the payment settings still missing, as billSettingsMissing names them
  missingLegalName: 'legal name',
  missingAddress: 'address',
  missingCountry: 'country',
  missingTaxStatus: 'tax status',
  missingVatNumber: 'VAT number',
  missingExemptionNote: 'small-business exemption note',
  missingAccountHolder: 'account holder',
  missingIban: 'IBAN',
  missingValidBic: 'a valid BIC',

  // sign-in, sign-up and account forms (apps/web/src/features/auth)
  authEmail: 'Email',
  authPassword: 'Password',
  authConfirmPassword: 'Confirm password',
  authNewPassword: 'New password',
  authCurrentPassword: 'Current password',
  authNewEmail: 'New email',
  authChangeEmail: 'Change email',
  authChangePassword: 'Change password',
  authSetPassword: 'Set password',
  authResetYourPassword: 'Reset your password',
  authForgotIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  authSendResetLink: 'Send reset link',
  authCode: 'Authentication code',
  authVerify: 'Verify',
  authUseAnotherAccount: 'Use another account',
  authForgotPassword: 'Forgot password?',
  authLogIn: 'Log in',
  authNewToHookline: 'New to Hookline?',
  authSignUp: 'Sign up',
  authHaveAccount: 'Already have an account?',
  authPromotionalEmails: 'Send me promotional emails',
  authAgeConfirm: "I am older than {minAge}. If I am under 18, I have my parent's or guardian's consent.",
  mfaSaveCodesTitle: 'Save your recovery codes',
  mfaSaveCodesText: 'Each code signs you in once if you lose your authenticator. They are shown only now.',
  mfaCopied: 'Copied',
  mfaCopyCodes: 'Copy codes',
  mfaCopy: 'Copy',
  mfaSavedThem: 'I have saved them',
  mfaOnText: 'Sign-ins to this account ask for a code from your authenticator app.',
  mfaOnBadge: 'On',
  mfaIntro: 'Protect the admin area with a second step: a code from an authenticator app at every sign-in.',
  mfaSetUp: 'Set up two-step verification',
  mfaScan: 'Scan this QR code with your authenticator app, or enter the secret by hand.',
  mfaQrAlt: 'QR code for your authenticator app',
  mfaCodeFromApp: 'Code from the app',
  mfaTurnOn: 'Turn on',
  authRestoringEmail: 'Restoring your email address…',
  authVerifyingEmail: 'Verifying your email address…',

  // self-billing, payment settings and payouts (docs/engine.md "Bills and payouts")
  billIbanInvalid: 'Please enter a valid IBAN',
  billBicInvalid: 'Please enter a valid BIC (8 or 11 characters)',
  billNotPayable: 'Some selected bills belong to creators whose payment settings are incomplete.',
  billNoBills: 'Please select at least one open bill.',
  billNotOpen: 'Only open bills can go into a payout batch.',
  billBatchPaid: 'Payout batch marked as paid.',
  billBatchNotProcessing: 'This payout batch is not waiting for payment.',
  billInProcessingBatch:
    'This bill is in a SEPA payout batch that is waiting for the bank: it is paid through its batch (Mark batch paid or the bank file), not by hand.',
  billUnknownEndToEnd: 'The bank file names a payment that is not in this batch: {ids}',
  billPaymentSettingsSaved: 'Payment settings saved.',
  billBillingRunQueued: 'Billing run started. New bills appear in Invoices when it has finished.',
  billBillingRunBusy: 'A billing run is already waiting or running. Try again when it has finished.',
  billSettingsComplete:
    'Your payment settings are complete: your bills carry these details and are paid to this account.',
  billSettingsMissing: 'Still missing before we can pay you: {missing}.',
  billSettingsFromAccount: 'Filled in below from your account and not saved yet: {fields}. Check them and save.',

  // admin people: the creator deal edit and Create Musician
  peopleChooseCountry: 'Please choose a country',
  peopleLinearNeedsAmounts: 'A linear deal needs an amount per 1,000 views and a maximum amount',
  peopleFixedNeedsAmount: 'A fixed deal needs an amount',
  peopleStageNameRequired: 'Please enter the stage name',

  // values the system cannot hold are refused, never rounded silently
  moneyRateDecimals: 'A rate per 1,000 views can have at most 4 decimals (EUR 0.0001).',
  moneyAmountDecimals: 'An amount in EUR can have at most 2 decimals (whole cents).',
  moneyBudgetDecimals: 'The budget can have at most 2 decimals (whole cents).',

  // a musician's drafts
  draftSaved: 'Draft saved.',
  draftUpdated: 'Draft updated.',
  draftDeleted: 'Draft deleted.',
  draftNotFound: 'Draft not found.',
  draftNotEditable: 'Only a draft that has not been paid can be changed or deleted.',
  draftDeleteConfirm: 'Delete this draft? This cannot be undone.',
  draftPaymentUnderway: 'A payment for this draft is under way: it can be deleted once the payment has ended.',
  draftNotInReview: 'Only a paid draft waiting for review can be approved or rejected.',
  draftEndPassed: 'The end date of this campaign has passed: it cannot start any more.',
  draftBudgetChanged: 'The budget differs from the one paid.',
  draftApproved: 'Campaign approved.',
  draftRejected: 'Campaign rejected; the payment is refunded in full.',
} as const;

export type MessageKey = keyof typeof MSG;

/** A PlatformError's code as the creator reads it (apps/server/src/modules/platforms/types.ts). */
export const PLATFORM_ERROR_MESSAGES = {
  token_expired: 'The platform did not accept the connection. Please connect again.',
  quota_exhausted: 'The platform has answered too many requests today. Please try again tomorrow.',
  video_deleted: 'This video is not available on the platform any more.',
  not_owner: 'This video belongs to another account than the one you connected. Please submit a video of your own.',
  not_short_video: 'This link is not a short video (a Reel or a Short). Please submit the link of a short video.',
  bad_link: 'This link does not lead to a video. Please copy the link from the app.',
  unavailable: 'This platform is not available on this server yet. Please contact support.',
  api: 'The platform cannot be reached right now. Please try again later.',
} as const;

// Short-video platforms: views, settlement and reports per platform (Instagram Reels, YouTube Shorts, TikTok)
export const PLATFORM_TEXTS = {
  /** Background Processes: a platform's budget of calls ran out in the latest stats run. */
  quotaTitle: (platform: string) => `${platform}'s quota is spent`,
  quotaBody: (waiting: number, resetsAt: string | null) =>
    `${waiting} video${waiting === 1 ? '' : 's'} wait${waiting === 1 ? 's' : ''} for ${
      waiting === 1 ? 'its' : 'their'
    } figures${resetsAt ? ` until the quota comes back (${resetsAt})` : ' until the quota comes back'}; they are read in the first run after that.`,
  /** The creator's video page: a platform whose figures lag. */
  lagNote: (platform: string, hours: number, from: string) =>
    `${platform} reports views up to ${hours} hours late: this video is paid on the first read of its views from ${from} (72 hours after upload plus ${hours} hours).`,
  /** A creator's level from their connected accounts (pricing page). */
  levelFromAccounts: (platform: string, followers: string) =>
    `Your level comes from your best connected account: ${platform} with ${followers} followers. The same levels and deals apply on every platform.`,
  levelNoAccounts: 'Connect an account to get your level. The same levels and deals apply on every platform.',
  viewsPerPlatform: 'Views per platform',
  spendPerPlatform: 'Spend per platform',
  platformColumn: 'Platform',
} as const;
