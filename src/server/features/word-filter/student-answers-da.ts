/**
 * What Danish students write in a lecture's word cloud and its evaluation ("Hvad tager du med fra i dag?", "Hvad
 * vil du have mere af?", "… mindre af?", "Hvordan var forelæsningen?"), with the English a Danish room mixes in:
 * the filter must hold none of it back. The words and phrases the first Danish trial lost are at the top.
 */
export const DANISH_STUDENT_ANSWERS: readonly string[] = [
  // Lost in the trial of issue 44.
  "fagligt", "faget er relevant", "til slut", "beslutninger", "beslutning", "dataanalyse", "dykke ned", "slutprodukt",
  "fagbegreber", "for meget", "ikke nok", "cockpit", "Dickinson", "shiitake", "kanal", "analyse",
  // What the day gave them.
  "regression", "lineær regression", "hypotesetest", "p-værdi", "konfidensinterval", "statistik", "sandsynlighed",
  "fordeling", "normalfordeling", "varians", "standardafvigelse", "gennemsnit", "median", "korrelation", "kausalitet",
  "stikprøve", "population", "estimation", "signifikans", "nulhypotese", "modeller", "modellering", "simulering",
  "metode", "metoder", "metodeafsnit", "teori", "teorier", "begreber", "fagbegreb", "faglig viden", "fagfolk",
  "faglighed", "fagligt indhold", "fagområde", "faget", "fagets relevans", "analysemetoder", "analysen", "analyser",
  "kvalitativ analyse", "kvantitativ metode", "dataindsamling", "datasæt", "data", "databehandling", "datastrukturer",
  "algoritmer", "programmering", "python", "kodning", "funktioner", "løkker", "variabler", "objekter", "klasser",
  "rekursion", "kompleksitet", "optimering", "machine learning", "kunstig intelligens", "neurale netværk",
  "beslutningstræ", "beslutningstagning", "beslutningsprocesser", "slutbrugere", "slutresultat", "slutningen",
  "afslutning", "konklusion", "konkludere", "opsummering", "sammenfatning", "overblik", "perspektiv", "refleksion",
  "kritisk tænkning", "argumentation", "kildekritik", "litteratur", "pensum", "læsning", "tekster", "artikler",
  "casen", "cases", "eksempler", "gode eksempler", "praktiske eksempler", "øvelser", "opgaver", "gruppearbejde",
  "gruppeopgave", "diskussion", "diskussioner", "debat", "samarbejde", "feedback", "sparring", "vejledning",
  "eksamen", "eksamensforberedelse", "eksamensrelevant", "projekt", "projektarbejde", "rapport", "synopsis",
  "økonomi", "mikroøkonomi", "makroøkonomi", "markedet", "efterspørgsel", "udbud", "elasticitet", "inflation",
  "renten", "finanspolitik", "pengepolitik", "ledelse", "organisation", "strategi", "kommunikation", "marketing",
  "jura", "kontraktret", "forvaltningsret", "grundloven", "etik", "filosofi", "psykologi", "sociologi", "politologi",
  "biologi", "kemi", "fysik", "matematik", "differentialligninger", "integraler", "matricer", "vektorer",
  "sandsynlighedsregning", "kanalen", "kanaler", "kommunikationskanaler", "analytisk", "analytiske evner",
  "dykke dybere", "dykker ned i", "fordybelse", "forståelse", "ny viden", "nye begreber", "sammenhænge",
  "helhedsforståelse", "anvendelse", "praksis", "teori og praksis", "relevans", "motivation", "nysgerrighed",
  // More of.
  "mere tid", "flere eksempler", "flere øvelser", "mere gruppearbejde", "flere pauser", "mere interaktion",
  "mere diskussion", "flere cases", "mere praksis", "mere feedback", "flere quizzer", "mere tavleundervisning",
  "flere videoer", "mere kode", "mere tid til spørgsmål", "mere struktur", "mere dybde", "mere sammenhæng",
  "mere", "bedre", "gerne mere", "mere af det samme", "mere af dette", "det hele", "alt", "mere repetition",
  // Less of.
  "mindre tekst", "færre slides", "mindre tempo", "mindre snak", "kortere forelæsning", "færre afbrydelser",
  "mindre teori", "mindre læsning", "langsommere", "for hurtigt", "for langsomt", "for lang", "for kort",
  "for svært", "for let", "for mange slides", "for meget tekst", "for lidt tid", "ikke så meget", "mindre",
  "ingenting", "intet", "ikke noget", "ved ikke", "ingen", "nej", "ja", "måske", "lidt", "meget",
  // How it was.
  "godt", "rigtig godt", "super godt", "fint", "fin", "god forelæsning", "spændende", "interessant",
  "interessante emner", "lærerigt", "sjovt", "hyggeligt", "engagerende", "inspirerende", "tankevækkende",
  "relevant", "brugbart", "nyttigt", "overskueligt", "struktureret", "tydeligt", "klart", "forståeligt",
  "udfordrende", "svært", "svært men godt", "kompliceret", "forvirrende", "uklart", "kedeligt", "langtrukkent",
  "træt", "træthed", "stress", "stresset", "presset", "overvældende", "meget stof", "højt niveau",
  "godt tempo", "passende tempo", "god stemning", "god underviser", "engageret underviser", "dygtig underviser",
  "tak", "tak for i dag", "mange tak", "god dag", "fedt", "nice", "cool", "top", "wow", "okay", "ok",
  "pauser", "kaffe", "frokost", "lokalet", "lyden", "mikrofon", "projektor", "tavlen", "slides", "powerpoint",
  "Absalon", "Brightspace", "Moodle", "Canvas", "Teams", "Zoom", "Menti", "Kahoot",
  // English words a Danish room writes.
  "deadline", "workload", "output", "input", "framework", "mindset", "insights", "takeaways", "peer feedback",
  "case study", "learning", "fun", "interesting", "good", "great", "more examples", "less text", "too much",
  "not enough", "assessment", "analysis", "class", "classic", "passion", "grass", "bass", "cocktail", "Dickens",
  "Hancock", "Scunthorpe", "Essex", "Sussex", "Cockburn", "assistant", "passage", "classification",
  // Danish words that hold an English list word inside.
  "kanalisering", "analysetid", "fagene", "fagperson", "fagudtryk", "fagsprog", "faglige", "fagligheden",
  "slutspurt", "slutfacit", "slutevaluering", "afslutningen", "beslutte", "besluttede", "beslutsom",
  "dykke", "dykket", "dykkede", "dykkerdragt", "analytiker", "analfabet", "kanalerne", "bassin", "passager",
  "assistent", "klasse", "klassisk", "massiv", "essens", "interessant", "hassel", "dickensk", "spise",
  "spisepause", "piktogram", "pikant", "terapi", "vatpik", "konkludere", "manipulere", "stipulere",
  "bedrøvet", "røvere", "diskussioner", "krokusser", "idiotsikker", "pisk", "pistol", "stempel",
];
