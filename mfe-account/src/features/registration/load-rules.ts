/**
 * The registration's rules (the shared forms, which bring yup), loaded when wanted rather than with /register's first
 * screen (issue 35): one import for the form, step 1's check and the request, so all three wait on the same chunk.
 */
export const loadRules = () => import('@wagering/shared/forms');
