// Every user-visible string the product fixes lives here once; server, web and tests import it.
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

  // musicians' billing: billing details, invoices, credit notes and pro-formas (docs/engine.md)
  billingLegalNameRequired: 'Please enter your legal name or company name',
  billingStreetRequired: 'Please enter your street and house number',
  billingPostcodeRequired: 'Please enter your postcode',
  billingCityRequired: 'Please enter your city',
  billingCountryRequired: 'Please choose your country',
  billingKindRequired: 'Please choose whether you buy as a business or as a consumer',
  billingVatIdConsumer: 'Only a business has a VAT ID',
  billingVatIdInvalid: 'This is not a valid VAT ID of the chosen country',
  billingDetailsSaved: 'Billing details saved.',
  billingDetailsTitle: 'Billing details',
  billingDetailsIntro: 'Your invoices are addressed to these details, and they decide the VAT on your payments.',
  billingDetailsMissing: 'No billing details yet: your invoices carry your account name until you add them.',
  billingDocumentsTitle: 'Invoices and credit notes',
  billingNoDocumentsTitle: 'No invoices yet',
  billingNoDocuments: 'Each payment for a campaign gets an invoice here.',
  billingDocumentNotFound: 'Document not found.',
  billingProFormaOnlyUnpaid: 'A pro-forma invoice exists only for a payment that is not paid yet.',
  billingPdfDownloaded: 'PDF downloaded.',
  billingReverseCharge: 'Reverse charge: VAT is due from the recipient (Article 196 of Council Directive 2006/112/EC).',
  billingOutsideEu:
    'Not subject to EU VAT: the service is supplied outside the EU (Article 44 of Directive 2006/112/EC).',
  billingVatNotePrefix: 'VAT',
  billingPriceReverseCharge: 'VAT 0 % (reverse charge: you account for the VAT)',
  billingPriceOutsideEu: 'No VAT (outside the EU)',
  billingPriceFollowsDetails: 'VAT follows your billing details and is stated on your invoice:',
  billingPageTitle: 'Billing',
  billingDocumentsLoadError: 'The invoices could not be loaded.',
  billingLegalNameLabel: 'Legal name',
  billingLegalNameHint: 'Your full name, or your company’s registered name',
  billingStreetLabel: 'Street and house number',
  billingPostcodeLabel: 'Postcode',
  billingCityLabel: 'City',
  billingCountryLabel: 'Country',
  billingKindLabel: 'You buy as',
  billingKindBusiness: 'A business',
  billingKindConsumer: 'A private person',
  billingVatIdLabel: 'VAT ID',
  billingVatIdHint: 'A business in another EU country with a VAT ID pays no VAT here (reverse charge).',
  billingSave: 'Save billing details',
  billingDownloadPdf: 'Download PDF',
  billingPageIntro:
    'Every payment for a campaign gets an invoice, every refund a credit note. A payment not made yet has a pro-forma invoice.',
  billingLinkLabel: 'Billing',
  campaignMoneyLoadError: 'The money figures could not be loaded.',
  campaignMoneyNotFound: 'Campaign not found.',
  billingCreditExceedsInvoice: 'The refunds of this payment would exceed its invoice.',
} as const;

export type MessageKey = keyof typeof MSG;
