/** The median of a list of numbers (the upper one of the middle two for an even count), as every bench row reports it. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
