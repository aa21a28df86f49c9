/** English strings of the back office (issue 14): its shell, its screens and their forms. */
export default {
  "admin.title": "Marea back office",
  "admin.nav.label": "Back office",
  "admin.nav.home": "Dashboard",
  "admin.nav.home.about": "What you can do in the back office, at a glance.",
  "admin.signedInAs": "Signed in as {name} ({role})",
  "admin.logout": "Log out",
  "admin.toSite": "Back to the site",
  "admin.skip": "Skip to the screen",
  "admin.home.title": "Dashboard",
  "admin.home.intro": "Hello {name}. Your role: {role}.",
  "admin.role.sales": "Sales: you work the leads visitors send, from new to closed.",
  "admin.role.editor":
    "Editor: you keep the guide's content (places, activities, events, articles) right.",
  "admin.role.moderator":
    "Moderator: you read members' reviews and hide those that break the rules.",
  "admin.role.concierge":
    "Concierge: you answer visitors' questions and help them plan their stay.",
  "admin.role.admin":
    "Administrator: you manage the staff and their roles, read the outbox and the audit log, and may open every screen.",
  "admin.forbidden.title": "Not allowed",
  "admin.forbidden.body":
    "Your account may not open this part of the back office. Ask an administrator if you need it.",
  "admin.error.title": "Something went wrong",
  "admin.error.body": "The back office could not show this screen. Please try again.",
};
