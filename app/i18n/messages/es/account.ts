import type en from "../en/account.ts";

/** Spanish strings of the account group: every key of the English group, no other. */
export default {
  "account.field.firstName": "Nombre",
  "account.field.lastName": "Apellido",
  "account.field.email": "Correo electrónico",
  "account.field.password": "Contraseña",
  "account.invalid.firstName": "Escribe tu nombre (hasta 80 caracteres).",
  "account.invalid.lastName": "Escribe tu apellido (hasta 80 caracteres).",
  "account.invalid.email": "Escribe un correo como nombre@ejemplo.com.",
  "account.invalid.password": "Escribe una contraseña de 8 a 128 caracteres.",
  "account.invalid.privacy": "Acepta el aviso de privacidad para crear una cuenta.",
  "account.passwordHint":
    "Al menos 8 caracteres. Unas cuantas palabras sin relación hacen una contraseña fuerte y fácil de recordar.",
  "account.checkInbox":
    "Si la dirección puede recibirlo, te enviamos un mensaje: revisa tu bandeja de entrada.",
  "account.error.loginFailed":
    "El correo o la contraseña no son correctos, o la dirección aún no está confirmada.",
  "account.error.passwordWeak":
    "Esta contraseña es muy fácil de adivinar: es común o se parece a tu nombre o correo. Usa una frase más larga de palabras sin relación.",
  "account.error.linkExpired": "Este enlace venció o ya se usó. Pide uno nuevo, por favor.",
  "account.error.throttled": "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
  "account.error.crossSite":
    "Este formulario debe enviarse desde la propia página del sitio. Inténtalo de nuevo.",
  "account.signUp.title": "Regístrate",
  "account.signUp.description": "Crea tu cuenta gratuita: tu tarjeta de privilegios y tu viaje.",
  "account.signUp.intro":
    "Crea tu cuenta gratuita. Te enviaremos un enlace para confirmar tu correo electrónico.",
  "account.signUp.privacy": "He leído y acepto el",
  "account.signUp.privacyLink": "aviso de privacidad",
  "account.signUp.submit": "Crear mi cuenta",
  "account.signUp.haveAccount": "¿Ya eres miembro?",
  "account.login.title": "Iniciar sesión",
  "account.login.description": "Inicia sesión en tu cuenta.",
  "account.login.submit": "Iniciar sesión",
  "account.login.forgot": "¿Olvidaste tu contraseña?",
  "account.login.noAccount": "¿Aún no tienes cuenta?",
  "account.verify.title": "Confirma tu correo electrónico",
  "account.verify.intro": "Falta un paso: confirma tu dirección para iniciar sesión.",
  "account.verify.submit": "Confirmar mi dirección",
  "account.forgot.title": "¿Olvidaste tu contraseña?",
  "account.forgot.intro": "Escribe tu correo y te enviaremos un enlace para crear una nueva.",
  "account.forgot.submit": "Envíame un enlace",
  "account.reset.title": "Crea una nueva contraseña",
  "account.reset.intro": "Elige una nueva contraseña. Se cerrarán todas las demás sesiones.",
  "account.reset.submit": "Guardar mi nueva contraseña",
} satisfies Record<keyof typeof en, string>;
