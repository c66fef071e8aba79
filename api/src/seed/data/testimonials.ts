/** Demo testimonials shown on /testimonials and on the home pages. */
import type { LocalizedText, Theme } from "./types.js";

export interface SeedTestimonial {
  slug: string;
  authorFirstname: string;
  city: string;
  country: string;
  rating: 4 | 5;
  profile: Theme;
  /** ISO date the review was written. */
  date: string;
  /** Shown under the name, e.g. "Lille · papa de Zoé, 9 ans". */
  authorDetail: LocalizedText;
  text: LocalizedText;
}

export const TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    slug: "aurelie-nantes",
    authorFirstname: "Aurélie",
    city: "Nantes",
    country: "FR",
    rating: 5,
    profile: "kid",
    date: "2026-01-14",
    authorDetail: {
      fr: "Nantes · maman de trois enfants",
      de: "Nantes · Mutter von drei Kindern",
      nl: "Nantes · moeder van drie kinderen",
      es: "Nantes · madre de tres hijos",
      en: "Nantes · mum of three",
    },
    text: {
      fr: "Trois enfants, zéro temps pour le shopping : la malle nous a sauvé la rentrée. Les tailles étaient justes, les couleurs vont avec tout, et mon aîné a gardé l'intégralité de sa sélection. On ne renvoie presque rien !",
      de: "Drei Kinder, null Zeit zum Shoppen: la malle hat uns den Schulstart gerettet. Die Größen passten, die Farben lassen sich alle kombinieren, und mein Ältester hat seine komplette Auswahl behalten. Wir schicken fast nichts zurück!",
      nl: "Drie kinderen en geen tijd om te winkelen: la malle heeft onze start van het schooljaar gered. De maten klopten, de kleuren passen overal bij en mijn oudste heeft zijn hele selectie gehouden. We sturen bijna niets terug!",
      es: "Tres hijos y cero tiempo para ir de compras: la malle nos salvó la vuelta al cole. Las tallas eran perfectas, los colores combinan con todo y mi hijo mayor se quedó con toda su selección. ¡Casi no devolvemos nada!",
      en: "Three kids and zero time for shopping: la malle saved our back-to-school. The sizes were spot on, the colours go with everything, and my eldest kept his whole selection. We hardly send anything back!",
    },
  },
  {
    slug: "thomas-lille",
    authorFirstname: "Thomas",
    city: "Lille",
    country: "FR",
    rating: 5,
    profile: "kid",
    date: "2026-02-03",
    authorDetail: {
      fr: "Lille · papa de Zoé, 9 ans",
      de: "Lille · Vater von Zoé, 9 Jahre",
      nl: "Lille · vader van Zoé, 9 jaar",
      es: "Lille · padre de Zoé, 9 años",
      en: "Lille · dad of Zoé, 9",
    },
    text: {
      fr: "Ma fille de 9 ans a un avis très tranché sur ce qu'elle porte. La styliste a lu son commentaire (« pas de rose, des étoiles ») et l'a parfaitement respecté. Ouvrir la malle est devenu un petit rituel à la maison.",
      de: "Meine neunjährige Tochter hat eine sehr klare Meinung zu ihrer Kleidung. Die Stylistin hat ihren Kommentar („kein Rosa, Sterne“) gelesen und genau umgesetzt. Das Auspacken der Box ist bei uns zu Hause ein kleines Ritual geworden.",
      nl: "Mijn dochter van 9 heeft een heel uitgesproken mening over wat ze draagt. De stylist las haar opmerking ('geen roze, wel sterren') en hield er precies rekening mee. Het openen van de box is bij ons thuis een klein ritueel geworden.",
      es: "Mi hija de 9 años tiene las ideas muy claras sobre lo que se pone. La estilista leyó su comentario («nada de rosa, estrellas sí») y lo respetó al pie de la letra. Abrir el baúl se ha convertido en un pequeño ritual en casa.",
      en: "My 9-year-old daughter has very firm opinions about what she wears. The stylist read her comment ('no pink, stars please') and followed it to the letter. Opening the trunk has become a little ritual at home.",
    },
  },
  {
    slug: "julia-koeln",
    authorFirstname: "Julia",
    city: "Köln",
    country: "DE",
    rating: 4,
    profile: "woman",
    date: "2026-02-21",
    authorDetail: {
      fr: "Cologne · cliente la malle femme",
      de: "Köln · Kundin von la malle für Frauen",
      nl: "Keulen · klant van la malle voor vrouwen",
      es: "Colonia · clienta de la malle mujer",
      en: "Cologne · la malle women client",
    },
    text: {
      fr: "J'avais peur de recevoir des pièces trop classiques, mais Inès a su me sortir de ma zone de confort avec une chemise terracotta que je porte toutes les semaines. Seul bémol : j'aurais aimé un peu plus de choix en pantalons.",
      de: "Ich hatte Angst, zu klassische Teile zu bekommen, aber Inès hat mich mit einer terrakottafarbenen Bluse aus meiner Komfortzone geholt, die ich jede Woche trage. Einziger Wermutstropfen: Ich hätte mir etwas mehr Auswahl bei den Hosen gewünscht.",
      nl: "Ik was bang dat ik te klassieke stukken zou krijgen, maar Inès haalde me uit mijn comfortzone met een terracotta blouse die ik elke week draag. Enige minpuntje: ik had graag iets meer keuze in broeken gehad.",
      es: "Temía recibir prendas demasiado clásicas, pero Inès supo sacarme de mi zona de confort con una camisa terracota que me pongo todas las semanas. Lo único: me habría gustado un poco más de variedad en pantalones.",
      en: "I was afraid of getting pieces that were too classic, but Inès pushed me out of my comfort zone with a terracotta shirt I now wear every week. Only small wish: a bit more choice in trousers.",
    },
  },
  {
    slug: "sanne-utrecht",
    authorFirstname: "Sanne",
    city: "Utrecht",
    country: "NL",
    rating: 5,
    profile: "kid",
    date: "2026-03-09",
    authorDetail: {
      fr: "Utrecht · maman de Daan, 8 mois",
      de: "Utrecht · Mutter von Daan, 8 Monate",
      nl: "Utrecht · moeder van Daan, 8 maanden",
      es: "Utrecht · madre de Daan, 8 meses",
      en: "Utrecht · mum of Daan, 8 months",
    },
    text: {
      fr: "Pour la naissance de notre fils, nos amis nous ont offert une carte cadeau la malle. Tout était en coton bio, doux et pratique, avec des pressions partout. Depuis, on s'est abonnés pour suivre chaque taille.",
      de: "Zur Geburt unseres Sohnes haben uns Freunde einen la malle-Gutschein geschenkt. Alles war aus Bio-Baumwolle, weich und praktisch, mit Druckknöpfen überall. Seitdem haben wir ein Abo, um jede Größe mitzunehmen.",
      nl: "Bij de geboorte van onze zoon kregen we van vrienden een cadeaukaart van la malle. Alles was van biologisch katoen, zacht en praktisch, met drukknoopjes op de juiste plekken. Sindsdien hebben we een abonnement om elke maat bij te houden.",
      es: "Cuando nació nuestro hijo, unos amigos nos regalaron una tarjeta regalo de la malle. Todo era de algodón orgánico, suave y práctico, con corchetes por todas partes. Desde entonces estamos suscritos para acompañar cada talla.",
      en: "When our son was born, friends gave us a la malle gift card. Everything was organic cotton, soft and practical, with snaps in all the right places. We've subscribed ever since to keep up with every size.",
    },
  },
  {
    slug: "lucia-madrid",
    authorFirstname: "Lucía",
    city: "Madrid",
    country: "ES",
    rating: 5,
    profile: "woman",
    date: "2026-03-27",
    authorDetail: {
      fr: "Madrid · maman de jumelles de 6 ans",
      de: "Madrid · Mutter von sechsjährigen Zwillingen",
      nl: "Madrid · moeder van een tweeling van 6",
      es: "Madrid · madre de gemelas de 6 años",
      en: "Madrid · mum of 6-year-old twins",
    },
    text: {
      fr: "Je reçois ma malle en même temps que celle de mes jumelles, et nos tenues se répondent sans être identiques. Le service client répond vite et en espagnol, et les retours sont vraiment simples.",
      de: "Ich bekomme meine Box zur gleichen Zeit wie meine Zwillinge, und unsere Outfits passen zueinander, ohne identisch zu sein. Der Kundenservice antwortet schnell und auf Spanisch, und die Rücksendung ist wirklich einfach.",
      nl: "Ik krijg mijn box tegelijk met die van mijn tweelingdochters, en onze outfits passen bij elkaar zonder hetzelfde te zijn. De klantenservice reageert snel en in het Spaans, en retourneren is echt eenvoudig.",
      es: "Recibo mi baúl a la vez que el de mis gemelas, y nuestros looks combinan sin ser iguales. El servicio de atención al cliente responde rápido y en español, y las devoluciones son facilísimas.",
      en: "My trunk arrives at the same time as my twin girls' ones, and our outfits echo each other without being identical. Customer service answers quickly and in Spanish, and returns are really easy.",
    },
  },
  {
    slug: "claire-bruxelles",
    authorFirstname: "Claire",
    city: "Bruxelles",
    country: "BE",
    rating: 4,
    profile: "kid",
    date: "2026-04-12",
    authorDetail: {
      fr: "Bruxelles · maman de Louis, 5 ans",
      de: "Brüssel · Mutter von Louis, 5 Jahre",
      nl: "Brussel · moeder van Louis, 5 jaar",
      es: "Bruselas · madre de Louis, 5 años",
      en: "Brussels · mum of Louis, 5",
    },
    text: {
      fr: "Des vêtements de très belle qualité, de marques que je ne connaissais pas. Mon fils grandit vite et la styliste anticipe toujours d'une demi-taille. Une paire de baskets était un peu juste, mais l'échange a été fait en quelques jours.",
      de: "Kleidung von sehr schöner Qualität, von Marken, die ich nicht kannte. Mein Sohn wächst schnell, und die Stylistin plant immer eine halbe Größe mehr ein. Ein Paar Sneaker war etwas knapp, aber der Umtausch war in wenigen Tagen erledigt.",
      nl: "Kleding van heel mooie kwaliteit, van merken die ik niet kende. Mijn zoon groeit snel en de stylist houdt altijd rekening met een halve maat extra. Eén paar sneakers zat wat krap, maar de ruil was binnen een paar dagen geregeld.",
      es: "Ropa de muy buena calidad, de marcas que no conocía. Mi hijo crece muy rápido y la estilista siempre se adelanta media talla. Unas zapatillas le quedaban algo justas, pero el cambio se hizo en pocos días.",
      en: "Beautiful quality clothes from brands I didn't know. My son grows fast and the stylist always plans half a size ahead. One pair of trainers was a little tight, but the exchange was done within a few days.",
    },
  },
  {
    slug: "marta-barcelona",
    authorFirstname: "Marta",
    city: "Barcelona",
    country: "ES",
    rating: 5,
    profile: "kid",
    date: "2026-05-05",
    authorDetail: {
      fr: "Barcelone · maman de deux enfants",
      de: "Barcelona · Mutter von zwei Kindern",
      nl: "Barcelona · moeder van twee kinderen",
      es: "Barcelona · madre de dos hijos",
      en: "Barcelona · mum of two",
    },
    text: {
      fr: "J'adore le programme littlegeste : je renvoie les vêtements devenus trop petits et je reçois des points pour la malle suivante. C'est économique et ça me donne bonne conscience.",
      de: "Ich liebe das littlegeste-Programm: Ich schicke zu klein gewordene Kleidung zurück und bekomme Punkte für die nächste Box. Das spart Geld und fühlt sich richtig gut an.",
      nl: "Ik ben dol op het littlegeste-programma: ik stuur kleding terug die te klein is geworden en krijg punten voor de volgende box. Voordelig én goed voor mijn geweten.",
      es: "Me encanta el programa littlegeste: devuelvo la ropa que se les ha quedado pequeña y recibo puntos para el siguiente baúl. Es económico y me deja la conciencia tranquila.",
      en: "I love the littlegeste programme: I send back clothes that have become too small and get points towards the next trunk. It saves money and feels good too.",
    },
  },
  {
    slug: "anke-wien",
    authorFirstname: "Anke",
    city: "Wien",
    country: "AT",
    rating: 5,
    profile: "woman",
    date: "2026-06-18",
    authorDetail: {
      fr: "Vienne · jeune maman",
      de: "Wien · frischgebackene Mutter",
      nl: "Wenen · kersverse moeder",
      es: "Viena · mamá primeriza",
      en: "Vienna · new mum",
    },
    text: {
      fr: "Après ma grossesse, je ne savais plus quoi porter. Camille a pris le temps de lire ma description et m'a proposé des coupes flatteuses et confortables. Pour la première fois depuis longtemps, je me sens bien dans mes vêtements.",
      de: "Nach der Schwangerschaft wusste ich nicht mehr, was ich anziehen soll. Camille hat sich Zeit für meine Beschreibung genommen und mir schmeichelnde, bequeme Schnitte vorgeschlagen. Zum ersten Mal seit Langem fühle ich mich in meiner Kleidung wieder wohl.",
      nl: "Na mijn zwangerschap wist ik niet meer wat ik moest dragen. Camille nam de tijd om mijn beschrijving te lezen en stelde flatteuze, comfortabele modellen voor. Voor het eerst in lange tijd voel ik me weer goed in mijn kleren.",
      es: "Después del embarazo ya no sabía qué ponerme. Camille se tomó el tiempo de leer mi descripción y me propuso cortes favorecedores y cómodos. Por primera vez en mucho tiempo me siento bien con mi ropa.",
      en: "After my pregnancy I no longer knew what to wear. Camille took the time to read my description and suggested flattering, comfortable cuts. For the first time in ages, I feel good in my clothes.",
    },
  },
  {
    slug: "pieter-gent",
    authorFirstname: "Pieter",
    city: "Gent",
    country: "BE",
    rating: 4,
    profile: "kid",
    date: "2026-08-24",
    authorDetail: {
      fr: "Gand · papa de Lars, 12 ans",
      de: "Gent · Vater von Lars, 12 Jahre",
      nl: "Gent · vader van Lars, 12 jaar",
      es: "Gante · padre de Lars, 12 años",
      en: "Ghent · dad of Lars, 12",
    },
    text: {
      fr: "Mon fils de 12 ans refusait tout ce que je lui achetais. Avec la malle, c'est lui qui choisit ce qu'il garde, et étonnamment il garde presque tout. Le sweat à capuche kaki ne le quitte plus.",
      de: "Mein zwölfjähriger Sohn hat alles abgelehnt, was ich ihm gekauft habe. Mit la malle entscheidet er selbst, was er behält – und erstaunlicherweise behält er fast alles. Den khakifarbenen Kapuzenpullover zieht er gar nicht mehr aus.",
      nl: "Mijn zoon van 12 weigerde alles wat ik voor hem kocht. Met la malle kiest hij zelf wat hij houdt, en verrassend genoeg houdt hij bijna alles. De kaki hoodie trekt hij niet meer uit.",
      es: "Mi hijo de 12 años rechazaba todo lo que le compraba. Con la malle es él quien decide qué se queda, y sorprendentemente se queda con casi todo. Ya no se quita la sudadera con capucha caqui.",
      en: "My 12-year-old son turned down everything I bought him. With la malle he chooses what he keeps, and surprisingly he keeps almost everything. He never takes off the khaki hoodie.",
    },
  },
  {
    slug: "emma-luxembourg",
    authorFirstname: "Emma",
    city: "Luxembourg",
    country: "LU",
    rating: 5,
    profile: "woman",
    date: "2026-10-02",
    authorDetail: {
      fr: "Luxembourg · cliente depuis 2024",
      de: "Luxemburg · Kundin seit 2024",
      nl: "Luxemburg · klant sinds 2024",
      es: "Luxemburgo · clienta desde 2024",
      en: "Luxembourg · client since 2024",
    },
    text: {
      fr: "Un vrai moment pour moi, une fois par saison. Les pièces sont bien choisies, les matières belles, et je découvre de petites marques européennes. J'ai offert une carte cadeau à ma sœur dans la foulée.",
      de: "Ein echter Moment nur für mich, einmal pro Saison. Die Teile sind gut ausgewählt, die Stoffe schön, und ich entdecke kleine europäische Marken. Meiner Schwester habe ich direkt einen Gutschein geschenkt.",
      nl: "Eén keer per seizoen een echt moment voor mezelf. De stukken zijn goed gekozen, de stoffen mooi en ik ontdek kleine Europese merken. Ik heb mijn zus meteen een cadeaukaart gegeven.",
      es: "Un momento solo para mí, una vez por temporada. Las prendas están bien elegidas, los tejidos son bonitos y descubro pequeñas marcas europeas. Le regalé enseguida una tarjeta regalo a mi hermana.",
      en: "A real moment for myself, once a season. The pieces are well chosen, the fabrics lovely, and I discover small European brands. I gave my sister a gift card straight away.",
    },
  },
];
