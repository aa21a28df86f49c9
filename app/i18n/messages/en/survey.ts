/** English strings of the visitor survey (issue 16): one question a screen, then thanks. */
export default {
  "survey.title": "Visitor survey",
  "survey.description":
    "Tell us about your visit to Puerto Vallarta: a few questions, one at a time, about two minutes.",
  "survey.intro":
    "A few questions about your visit, one at a time. Your answers are kept as you go: you can leave and come back to finish.",
  "survey.progress": "Question {step} of {of}",
  "survey.optional": "Optional",
  "survey.next": "Next",
  "survey.send": "Send my answers",
  "survey.back": "Back",
  "survey.stars": "{count, plural, one {# star} other {# stars}}",
  "survey.scale.low": "Not at all likely",
  "survey.scale.high": "Extremely likely",
  "survey.textHint": "Up to {max} characters.",
  "survey.honeypot": "Leave this field empty",
  "survey.problem.title": "Please check your answer",
  "survey.problem.required": "This question needs an answer.",
  "survey.problem.choice": "Choose one of the options shown.",
  "survey.problem.range": "Choose one of the numbers shown.",
  "survey.problem.length": "Please keep your answer under {max} characters.",
  "survey.problem.unknown": "This question is no longer asked. Please carry on with the next one.",
  "survey.problem.throttled":
    "Too many answers from your connection. Please wait a minute and try again.",
  "survey.problem.verification": "We could not accept this answer. Please try again.",
  "survey.answered.title": "You have already answered",
  "survey.answered.body":
    "We count one answer a visit, and yours is in. Thank you for taking the time.",
  "survey.thanks.title": "Thank you!",
  "survey.thanks.body":
    "Your answers are in. They help us and the businesses of the bay make your next visit even better.",
  "survey.thanks.home": "Back to the home page",
  "survey.empty": "There is no survey open right now. Thank you for your interest.",
} as const;
