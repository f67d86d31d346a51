/** The message catalogue's auth texts: part of `Messages` (messages.ts). */
export const AuthMessages = {
  auth: {
    signIn: 'Sign in',
    signUp: 'Sign up',
    signingIn: 'Signing in...',
    creatingAccount: 'Creating account...',
    signOut: 'Sign out',
    settings: 'Settings',
    acceptTermsRequired: 'Please accept the Terms of Service and Privacy Policy.',
    signUpFailed: 'Sign up failed',
    signUpSuccess: { title: 'Sign up successful', description: 'Please check your email to verify your account.' },
    signInFailed: 'Sign in failed',
    signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
    signOutFailed: 'Sign out failed',
    signOutSuccess: { title: 'Signed out', description: 'You have been signed out successfully.' },
    userNotAuthenticated: 'User not authenticated',
    backToLogin: 'Back to Login',
    // Form labels of /auth.
    fullNameLabel: 'Full name',
    emailLabel: 'Email',
    passwordLabel: 'Password',
    termsPrefix: 'I agree to the',
    termsLink: 'Terms of Service',
    termsAnd: 'and',
    privacyLink: 'Privacy Policy',
    // Field rules (passwords: 8 to 128 characters, not a common one, not easy to guess, not the account's own words).
    fullNameRequired: 'Full name is required',
    fullNameTooLong: (max: number) => `Full name must be at most ${max} characters`,
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
    passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
    passwordTooCommon: 'This password is one of the most common passwords. Choose one that is harder to guess.',
    passwordTooWeak: 'This password is easy to guess. Use a longer phrase of a few unrelated words.',
    passwordPersonal: 'Your password must not contain your email address or your name.',
    passwordBreached:
      'This password appears in lists of passwords exposed in data breaches, so attackers try it early. Choose another one.',
    passwordContext:
      "Your password leans on this site's name or the current year, which attackers try first. Add a few unrelated words.",
    termsNotAccepted: 'Please accept the Terms of Service and Privacy Policy.',
    // Server answers.
    invalidCredentials: 'Invalid email or password',
    signInBackoff: (seconds: number) =>
      `Too many failed sign-ins to this account from your address. Try again in ${seconds} seconds.`,
    emailTaken: 'An account with this email already exists. Sign in instead.',
    emailNotVerified: 'Please verify your email address first: follow the link in the email we sent you.',
    verificationLinkInvalid: 'This verification link is not valid or has expired.',
    verificationEmailFailed: 'The verification email could not be sent. Please try again later.',
    verificationEmailSubject: 'Verify your Infragen account',
    verificationEmailText: (name: string, link: string) =>
      `Hello ${name},\n\nPlease confirm your email address to finish creating your Infragen account:\n\n${link}\n\nThe link is valid for 24 hours. If you did not sign up, ignore this email.\n`,
    signUpAttemptSubject: 'Someone tried to sign up with your Infragen email',
    signUpAttemptText: (name: string, signInLink: string) =>
      `Hello ${name},\n\nSomeone (perhaps you) tried to create a new Infragen account with this email address. You already have an account, so nothing was changed.\n\nTo sign in, go to:\n\n${signInLink}\n\nIf this was not you, you can ignore this email: your account and password are unchanged.\n`,
    signInRequired: 'Please sign in to continue.',
    invalidAccessToken: 'Your session has expired or is not valid. Please sign in again.',
    /** An anonymous session token this server did not issue (made up, altered, or of another server). */
    anonymousSessionInvalid: 'This visitor session was not issued by this server. Reload the page to start a new one.',
    /** Refresh or sign-out without a live session; the web client treats it as already signed out. */
    sessionNotFound: 'Session does not exist',
  },
} as const;
