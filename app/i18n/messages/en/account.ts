/** English strings of the account group (../../groups.ts): signing up and in, mailed links. */
export default {
  "account.field.firstName": "First name",
  "account.field.lastName": "Last name",
  "account.field.email": "E-mail",
  "account.field.password": "Password",
  "account.invalid.firstName": "Tell us your first name (up to 80 characters).",
  "account.invalid.lastName": "Tell us your last name (up to 80 characters).",
  "account.invalid.email": "Enter an e-mail address like name@example.com.",
  "account.invalid.password": "Enter a password of 8 to 128 characters.",
  "account.invalid.privacy": "Please accept the privacy policy to create an account.",
  "account.passwordHint":
    "At least 8 characters. A few unrelated words make a strong password that is easy to remember.",
  "account.checkInbox":
    "If the address can receive it, a message is on its way: please check your inbox.",
  "account.error.loginFailed":
    "The e-mail address or password is not right, or the address is not confirmed yet.",
  "account.error.passwordWeak":
    "This password is too easy to guess: it is common or close to your name or e-mail. Use a longer phrase of unrelated words.",
  "account.error.linkExpired":
    "This link has expired or was already used. Please ask for a new one.",
  "account.error.throttled": "Too many attempts. Please wait a few minutes and try again.",
  "account.error.crossSite": "This form must be sent from this site's own page. Please try again.",
  "account.signUp.title": "Sign up",
  "account.signUp.description": "Create your free account: your privilege card and your trip.",
  "account.signUp.intro":
    "Create your free account. We will send you a link to confirm your e-mail address.",
  "account.signUp.privacy": "I have read and accept the",
  "account.signUp.privacyLink": "privacy policy",
  "account.signUp.submit": "Create my account",
  "account.signUp.haveAccount": "Already a member?",
  "account.login.title": "Log in",
  "account.login.description": "Log in to your account.",
  "account.login.submit": "Log in",
  "account.login.forgot": "Forgot your password?",
  "account.login.noAccount": "No account yet?",
  "account.verify.title": "Confirm your e-mail address",
  "account.verify.intro": "One step left: confirm your address to sign in.",
  "account.verify.submit": "Confirm my address",
  "account.forgot.title": "Forgot your password?",
  "account.forgot.intro": "Enter your e-mail address and we will send you a link to set a new one.",
  "account.forgot.submit": "Send me a link",
  "account.reset.title": "Set a new password",
  "account.reset.intro": "Choose a new password. Every other session will be signed out.",
  "account.reset.submit": "Save my new password",
};
