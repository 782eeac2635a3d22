/** The cloud's six hues, a shade darker so small sample words keep 4.5:1 contrast on white. */
const COLORS = ["#1d4ed8", "#be185d", "#047857", "#b45309", "#6d28d9", "#b91c1c"];

/** Sample answers in the product's mix of English and Danish; purely decorative. */
const SAMPLE_WORDS: { text: string; size: number }[] = [
  { text: "inspiring", size: 2.4 },
  { text: "spændende", size: 1.5 },
  { text: "more examples", size: 1.15 },
  { text: "clear", size: 1.9 },
  { text: "fun", size: 1.35 },
  { text: "godt", size: 1.05 },
  { text: "engaging", size: 1.6 },
  { text: "questions", size: 1 },
  { text: "lærerigt", size: 1.25 },
  { text: "too fast", size: 0.95 },
];

/** A static preview of what the audience's words turn into. */
export function HeroCloud() {
  return (
    <div className="hero-cloud" aria-hidden="true">
      <div className="hero-cloud__card">
        <div className="hero-cloud__bar">
          <span className="hero-cloud__live">
            <span className="hero-cloud__dot" />
            Live
          </span>
          <span className="hero-cloud__code">K7M2QX</span>
        </div>
        <div className="hero-cloud__words">
          {SAMPLE_WORDS.map((word, index) => (
            <span
              key={word.text}
              className="hero-cloud__word"
              style={{ fontSize: `${word.size}rem`, color: COLORS[index % COLORS.length], animationDelay: `${index * 100}ms` }}
            >
              {word.text}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
