/** A tus refusal: a status and a plain message the browser's tus client shows (`{ message }`). */
export const refuse = (status_code: number, message: string, more?: Record<string, unknown>) => ({
  status_code,
  body: JSON.stringify({ message, ...more }),
});
