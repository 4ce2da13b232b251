/**
 * What kind of answer an HTTP status is: a 5xx is the server failing, anything else (2xx, a refusal in
 * 4xx) is an answer. Bad input and faults must never make the server fail.
 */
export const answerKind = (status: number): 'answer' | 'server error' => (status >= 500 ? 'server error' : 'answer');
