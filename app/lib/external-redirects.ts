/** The external youth-math site that runs the world cup and the math reward challenge (SPEC §2 Other). */
const YOUTH_MATH_SITE = "https://youth-math.example";

const externalPaths: Record<string, string> = {
  "/world-cup": `${YOUTH_MATH_SITE}/world-cup`,
  "/math-reward-challenge": `${YOUTH_MATH_SITE}/math-reward-challenge`,
};

export function externalRedirectFor(path: string): string | undefined {
  return externalPaths[path];
}
