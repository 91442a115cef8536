// A pure function's answers, kept: the platform works out the same few thousand dates and texts
// millions of times (a simulator's world, a 20,000-row list searched or sorted), and a `Date`, an
// Intl formatter or a Unicode normalisation per call was most of that time. The store is emptied
// when full, so it stays small whatever is asked.

/** `compute`, with its answers kept for up to `limit` distinct arguments. */
export function keptAnswers<Argument, Answer>(
  limit: number,
  compute: (argument: Argument) => Answer,
): (argument: Argument) => Answer {
  const answers = new Map<Argument, Answer>();
  return (argument) => {
    const kept = answers.get(argument);
    // One look-up for the usual case; `has` only for an answer that is itself undefined.
    if (kept !== undefined || answers.has(argument)) return kept as Answer;
    const answer = compute(argument);
    if (answers.size >= limit) answers.clear();
    answers.set(argument, answer);
    return answer;
  };
}
