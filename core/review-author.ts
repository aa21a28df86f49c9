/**
 * The name a member's review is published under (issue 13): the first name and the initial of
 * the last, `Lucía O.`, so a review names its author without giving their whole name.
 */
export const memberReviewAuthor = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName.slice(0, 1)}.`.trim();
