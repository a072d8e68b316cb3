export const LOGIN_TITLE = "Sign in";
