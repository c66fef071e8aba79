/** FAQ (/faq): sections of questions, each with an anchor (/faq#anchor). */
import type { LocalizedText } from "./types.js";

export interface SeedFaqQuestion {
  /** URL fragment, unique across the FAQ. */
  anchor: string;
  question: LocalizedText;
  answer: LocalizedText;
}

export interface SeedFaqSection {
  /** Stable key of the section (API field `section`). */
  section: string;
  title: LocalizedText;
  questions: readonly SeedFaqQuestion[];
}

export const FAQ_SECTIONS: readonly SeedFaqSection[] = [
  {
    section: "la-malle",
    title: { fr: "La malle", de: "Die Box", nl: "De box", es: "El baúl", en: "The trunk" },
    questions: [
      {
        anchor: "comment-ca-marche",
        question: {
          fr: "Comment fonctionne la malle ?",
          de: "Wie funktioniert die Box?",
          nl: "Hoe werkt de box?",
          es: "¿Cómo funciona el baúl?",
          en: "How does the trunk work?",
        },
        answer: {
          fr: "Vous répondez à un court questionnaire de style pour votre enfant ou pour vous. Une styliste compose une sélection sur mesure, que vous recevez à la maison. Vous essayez tranquillement, vous gardez ce qui vous plaît et vous nous renvoyez le reste gratuitement.",
          de: "Sie beantworten einen kurzen Stilfragebogen für Ihr Kind oder für sich selbst. Eine Stylistin stellt eine persönliche Auswahl zusammen, die Sie nach Hause geliefert bekommen. Sie probieren in Ruhe an, behalten, was Ihnen gefällt, und schicken den Rest kostenlos zurück.",
          nl: "Je vult een korte stijlvragenlijst in voor je kind of voor jezelf. Een stylist stelt een persoonlijke selectie samen die je thuis ontvangt. Je past alles rustig, houdt wat je mooi vindt en stuurt de rest gratis terug.",
          es: "Respondes a un breve cuestionario de estilo para tu hijo o para ti. Una estilista prepara una selección a medida que recibes en casa. Te lo pruebas con calma, te quedas con lo que te gusta y nos devuelves el resto gratis.",
          en: "You answer a short style quiz for your child or for yourself. A stylist puts together a tailored selection that is delivered to your home. You try everything on at your own pace, keep what you love and send the rest back for free.",
        },
      },
      {
        anchor: "combien-de-pieces",
        question: {
          fr: "Combien de pièces contient une malle ?",
          de: "Wie viele Teile sind in einer Box?",
          nl: "Hoeveel stuks zitten er in een box?",
          es: "¿Cuántas prendas lleva un baúl?",
          en: "How many pieces are in a trunk?",
        },
        answer: {
          fr: "Une malle enfant contient 8 à 10 pièces et une malle femme 6 à 8 pièces, pensées pour se combiner entre elles. Vous pouvez préciser vos besoins (une tenue de fête, des basiques, des chaussures) dans le commentaire laissé à la styliste.",
          de: "Eine Kinderbox enthält 8 bis 10 Teile, eine Damenbox 6 bis 8 Teile, die sich alle miteinander kombinieren lassen. Ihre Wünsche (ein Festtagsoutfit, Basics, Schuhe) können Sie im Kommentar an die Stylistin angeben.",
          nl: "Een kinderbox bevat 8 tot 10 stuks en een damesbox 6 tot 8 stuks, die allemaal met elkaar te combineren zijn. Je wensen (een feestoutfit, basics, schoenen) kun je doorgeven in de opmerking voor de stylist.",
          es: "Un baúl infantil contiene de 8 a 10 prendas y uno de mujer de 6 a 8, pensadas para combinar entre sí. Puedes indicar lo que necesitas (un look de fiesta, básicos, calzado) en el comentario para la estilista.",
          en: "A kids' trunk holds 8 to 10 pieces and a women's trunk 6 to 8, all designed to mix and match. You can tell the stylist what you need (a party outfit, basics, shoes) in your comment.",
        },
      },
      {
        anchor: "prix-malle",
        question: {
          fr: "Combien coûte la malle ?",
          de: "Was kostet die Box?",
          nl: "Wat kost de box?",
          es: "¿Cuánto cuesta el baúl?",
          en: "How much does the trunk cost?",
        },
        answer: {
          fr: "Réserver une malle ne coûte rien et il n'y a pas de frais de stylisme : vous essayez les pièces à la maison et ne payez que celles que vous gardez, au prix affiché sur l'étiquette. Si vous gardez toute la malle, vous avez 20 % de remise sur l'ensemble.",
          de: "Die Buchung einer Box kostet nichts, und es gibt keine Stylinggebühr: Sie probieren die Teile zu Hause an und zahlen nur, was Sie behalten – zum ausgewiesenen Preis. Wenn Sie die ganze Box behalten, erhalten Sie 20 % Rabatt auf alles.",
          nl: "Een box reserveren kost niets en er zijn geen stylingkosten: je past de stukken thuis en betaalt alleen wat je houdt, tegen de prijs op het label. Houd je de hele box, dan krijg je 20% korting op alles.",
          es: "Reservar un baúl no cuesta nada y no hay gastos de estilismo: te pruebas las prendas en casa y solo pagas las que te quedas, al precio de la etiqueta. Si te quedas con todo el baúl, tienes un 20 % de descuento en el total.",
          en: "Booking a trunk costs nothing and there is no styling fee: you try the pieces at home and only pay for the ones you keep, at the price on the tag. If you keep the whole trunk, you get 20% off everything.",
        },
      },
      {
        anchor: "abonnement-sans-engagement",
        question: {
          fr: "Suis-je engagé·e avec l'abonnement ?",
          de: "Gehe ich mit dem Abo eine Verpflichtung ein?",
          nl: "Zit ik vast aan het abonnement?",
          es: "¿La suscripción tiene permanencia?",
          en: "Am I tied into the subscription?",
        },
        answer: {
          fr: "Non. Vous choisissez de recevoir une malle tous les 1, 2 ou 3 mois, ou une seule fois. Depuis votre espace client, vous pouvez décaler la prochaine livraison, mettre l'abonnement en pause ou le réactiver à tout moment, sans frais.",
          de: "Nein. Sie wählen, ob Sie alle 1, 2 oder 3 Monate eine Box erhalten oder nur einmalig. In Ihrem Kundenkonto können Sie die nächste Lieferung verschieben, das Abo pausieren oder jederzeit kostenlos wieder aktivieren.",
          nl: "Nee. Je kiest of je elke 1, 2 of 3 maanden een box ontvangt, of maar één keer. Via je account kun je de volgende levering verschuiven, het abonnement pauzeren of het op elk moment kosteloos weer activeren.",
          es: "No. Eliges recibir un baúl cada 1, 2 o 3 meses, o una sola vez. Desde tu cuenta puedes cambiar la fecha de la próxima entrega, pausar la suscripción o reactivarla cuando quieras, sin coste.",
          en: "No. You choose to receive a trunk every 1, 2 or 3 months, or just once. From your account you can move your next delivery, pause the subscription or reactivate it at any time, free of charge.",
        },
      },
      {
        anchor: "personnaliser-malle",
        question: {
          fr: "Puis-je choisir certaines pièces de ma malle ?",
          de: "Kann ich einzelne Teile meiner Box selbst auswählen?",
          nl: "Kan ik zelf stukken voor mijn box kiezen?",
          es: "¿Puedo elegir algunas prendas de mi baúl?",
          en: "Can I choose some pieces in my trunk?",
        },
        answer: {
          fr: "Oui : quelques jours avant la préparation, vous recevez une invitation à parcourir nos suggestions et à ajouter vos coups de cœur à la malle. Vous pouvez aussi valider l'aperçu proposé par la styliste ou demander le remplacement d'une pièce.",
          de: "Ja: Einige Tage vor dem Packen erhalten Sie eine Einladung, unsere Vorschläge durchzusehen und Ihre Lieblingsteile zur Box hinzuzufügen. Sie können auch die Vorschau der Stylistin bestätigen oder ein Teil austauschen lassen.",
          nl: "Ja: een paar dagen voordat we de box inpakken, krijg je een uitnodiging om onze suggesties te bekijken en je favorieten toe te voegen. Je kunt ook het voorstel van de stylist goedkeuren of een stuk laten vervangen.",
          es: "Sí: unos días antes de preparar el baúl recibes una invitación para ver nuestras sugerencias y añadir tus favoritas. También puedes validar la vista previa de la estilista o pedir que cambie una prenda.",
          en: "Yes: a few days before we pack it, you are invited to browse our suggestions and add your favourites to the trunk. You can also approve the stylist's preview or ask for a piece to be replaced.",
        },
      },
    ],
  },
  {
    section: "livraison-retours",
    title: {
      fr: "Livraison et retours",
      de: "Versand und Rücksendung",
      nl: "Levering en retour",
      es: "Envíos y devoluciones",
      en: "Delivery and returns",
    },
    questions: [
      {
        anchor: "delai-livraison",
        question: {
          fr: "Quel est le délai de livraison ?",
          de: "Wie lange dauert die Lieferung?",
          nl: "Wat is de levertijd?",
          es: "¿Cuál es el plazo de entrega?",
          en: "How long does delivery take?",
        },
        answer: {
          fr: "Comptez 3 à 6 jours ouvrés entre la préparation et la réception. La date prévue est affichée dans votre espace client et vous recevez un e-mail avec le suivi dès l'expédition.",
          de: "Rechnen Sie mit 3 bis 6 Werktagen zwischen dem Packen und der Zustellung. Das voraussichtliche Datum steht in Ihrem Kundenkonto, und beim Versand erhalten Sie eine E-Mail mit der Sendungsverfolgung.",
          nl: "Reken op 3 tot 6 werkdagen tussen het inpakken en de ontvangst. De verwachte datum zie je in je account, en zodra het pakket vertrekt, krijg je een e-mail met de track-and-trace.",
          es: "Cuenta de 3 a 6 días laborables entre la preparación y la entrega. La fecha prevista aparece en tu cuenta y recibirás un correo con el seguimiento en cuanto salga el paquete.",
          en: "Allow 3 to 6 working days between packing and delivery. The expected date is shown in your account, and you receive an e-mail with tracking as soon as the parcel ships.",
        },
      },
      {
        anchor: "pays-livres",
        question: {
          fr: "Dans quels pays livrez-vous ?",
          de: "In welche Länder liefern Sie?",
          nl: "Naar welke landen leveren jullie?",
          es: "¿A qué países enviáis?",
          en: "Which countries do you deliver to?",
        },
        answer: {
          fr: "Nous livrons en France, à Monaco, en Belgique, au Luxembourg, aux Pays-Bas, en Allemagne, en Autriche, en Espagne, en Italie, en Irlande et au Portugal. La livraison en point relais est disponible en France, Belgique, Luxembourg, Pays-Bas, Allemagne, Autriche et Espagne.",
          de: "Wir liefern nach Frankreich, Monaco, Belgien, Luxemburg, in die Niederlande, nach Deutschland, Österreich, Spanien, Italien, Irland und Portugal. Die Lieferung an einen Paketshop ist in Frankreich, Belgien, Luxemburg, den Niederlanden, Deutschland, Österreich und Spanien möglich.",
          nl: "We leveren in Frankrijk, Monaco, België, Luxemburg, Nederland, Duitsland, Oostenrijk, Spanje, Italië, Ierland en Portugal. Levering bij een afhaalpunt is mogelijk in Frankrijk, België, Luxemburg, Nederland, Duitsland, Oostenrijk en Spanje.",
          es: "Enviamos a Francia, Mónaco, Bélgica, Luxemburgo, Países Bajos, Alemania, Austria, España, Italia, Irlanda y Portugal. La entrega en punto de recogida está disponible en Francia, Bélgica, Luxemburgo, Países Bajos, Alemania, Austria y España.",
          en: "We deliver to France, Monaco, Belgium, Luxembourg, the Netherlands, Germany, Austria, Spain, Italy, Ireland and Portugal. Pick-up point delivery is available in France, Belgium, Luxembourg, the Netherlands, Germany, Austria and Spain.",
        },
      },
      {
        anchor: "frais-livraison",
        question: {
          fr: "La livraison est-elle gratuite ?",
          de: "Ist der Versand kostenlos?",
          nl: "Is de verzending gratis?",
          es: "¿El envío es gratuito?",
          en: "Is delivery free?",
        },
        answer: {
          fr: "La livraison et le retour de la malle sont toujours offerts. Pour les commandes de la boutique, la livraison est offerte dès 60 € d'achat ; en dessous, elle coûte 4,90 € en point relais.",
          de: "Versand und Rücksendung der Box sind immer kostenlos. Bei Bestellungen im Shop ist der Versand ab 60 € Bestellwert gratis, darunter kostet die Lieferung an einen Paketshop 4,90 €.",
          nl: "Verzending en retour van de box zijn altijd gratis. Voor bestellingen in de shop is verzending gratis vanaf € 60; daaronder kost levering bij een afhaalpunt € 4,90.",
          es: "El envío y la devolución del baúl son siempre gratuitos. En los pedidos de la tienda, el envío es gratis a partir de 60 €; por debajo, cuesta 4,90 € en punto de recogida.",
          en: "Trunk delivery and returns are always free. For shop orders, delivery is free from €60; below that it costs €4.90 to a pick-up point.",
        },
      },
      {
        anchor: "renvoyer-articles",
        question: {
          fr: "Comment renvoyer les articles que je ne garde pas ?",
          de: "Wie schicke ich die Teile zurück, die ich nicht behalte?",
          nl: "Hoe stuur ik de stukken terug die ik niet houd?",
          es: "¿Cómo devuelvo las prendas que no me quedo?",
          en: "How do I send back the items I don't keep?",
        },
        answer: {
          fr: "Dans les 7 jours suivant la réception, indiquez dans votre espace client ce que vous gardez, pièce par pièce (vous pouvez prolonger ce délai une fois). Glissez les pièces que vous ne gardez pas dans le colis de la malle, imprimez l'étiquette depuis « Mes étiquettes retour » et déposez le colis : le retour est gratuit.",
          de: "Geben Sie innerhalb von 7 Tagen nach Erhalt in Ihrem Kundenkonto Teil für Teil an, was Sie behalten (diese Frist können Sie einmal verlängern). Legen Sie die übrigen Teile zurück in das Paket der Box, drucken Sie das Etikett unter „Meine Rücksendeetiketten“ aus und geben Sie das Paket ab – der Rückversand ist kostenlos.",
          nl: "Geef binnen 7 dagen na ontvangst in je account stuk voor stuk door wat je houdt (die termijn kun je één keer verlengen). Stop de andere stukken terug in het pakket van de box, print het label via 'Mijn retourlabels' en lever het pakket in: retourneren is gratis.",
          es: "En los 7 días siguientes a la recepción, indica en tu cuenta qué te quedas, prenda por prenda (puedes ampliar este plazo una vez). Mete las demás prendas en el paquete del baúl, imprime la etiqueta desde «Mis etiquetas de devolución» y entrega el paquete: la devolución es gratuita.",
          en: "Within 7 days of delivery, tell us in your account what you keep, piece by piece (you can extend this deadline once). Put the other pieces back in the trunk's parcel, print the label from 'My return labels' and drop the parcel off: returns are free.",
        },
      },
      {
        anchor: "echange-taille",
        question: {
          fr: "Une pièce ne va pas, puis-je l'échanger ?",
          de: "Ein Teil passt nicht – kann ich es umtauschen?",
          nl: "Een stuk past niet, kan ik het ruilen?",
          es: "Una prenda no me queda bien, ¿puedo cambiarla?",
          en: "Something doesn't fit. Can I exchange it?",
        },
        answer: {
          fr: "Bien sûr. Signalez-le au moment du retour en choisissant « échange de taille » : nous vous envoyons la taille au-dessus ou en dessous dès réception du colis, selon les stocks disponibles.",
          de: "Natürlich. Wählen Sie bei der Rücksendung „Größe umtauschen“: Sobald das Paket bei uns ist, senden wir Ihnen die nächstgrößere oder -kleinere Größe, sofern verfügbar.",
          nl: "Natuurlijk. Kies bij het retourneren voor 'andere maat': zodra we het pakket ontvangen, sturen we je de maat groter of kleiner, zolang de voorraad strekt.",
          es: "Claro. Indícalo al hacer la devolución eligiendo «cambio de talla»: en cuanto recibamos el paquete te enviamos la talla superior o inferior, según disponibilidad.",
          en: "Of course. Choose 'size exchange' when you return it: as soon as the parcel reaches us we send you the next size up or down, subject to stock.",
        },
      },
    ],
  },
  {
    section: "paiement",
    title: { fr: "Paiement", de: "Zahlung", nl: "Betaling", es: "Pago", en: "Payment" },
    questions: [
      {
        anchor: "moyens-paiement",
        question: {
          fr: "Quels moyens de paiement acceptez-vous ?",
          de: "Welche Zahlungsarten akzeptieren Sie?",
          nl: "Welke betaalmethoden accepteren jullie?",
          es: "¿Qué métodos de pago aceptáis?",
          en: "Which payment methods do you accept?",
        },
        answer: {
          fr: "Vous pouvez payer par carte bancaire (CB, Visa, Mastercard), PayPal, Klarna et iDEAL aux Pays-Bas. Tous les paiements sont en euros et sécurisés par nos prestataires de paiement.",
          de: "Sie können per Kreditkarte (Visa, Mastercard), PayPal, Klarna und in den Niederlanden mit iDEAL bezahlen. Alle Zahlungen erfolgen in Euro und werden von unseren Zahlungsdienstleistern abgesichert.",
          nl: "Je kunt betalen met creditcard (Visa, Mastercard), PayPal, Klarna en in Nederland met iDEAL. Alle betalingen zijn in euro en worden beveiligd door onze betaalproviders.",
          es: "Puedes pagar con tarjeta (Visa, Mastercard), PayPal, Klarna y, en los Países Bajos, con iDEAL. Todos los pagos se realizan en euros y están protegidos por nuestros proveedores de pago.",
          en: "You can pay by card (Visa, Mastercard), PayPal, Klarna and, in the Netherlands, iDEAL. All payments are in euros and secured by our payment providers.",
        },
      },
      {
        anchor: "quand-suis-je-debite",
        question: {
          fr: "Quand suis-je débité·e ?",
          de: "Wann wird mein Konto belastet?",
          nl: "Wanneer wordt het bedrag afgeschreven?",
          es: "¿Cuándo se me cobra?",
          en: "When am I charged?",
        },
        answer: {
          fr: "Nous enregistrons votre moyen de paiement à la commande, sans rien débiter. Vous êtes débité·e uniquement des pièces gardées, une fois votre choix validé ou au plus tard à la fin des 7 jours d'essai.",
          de: "Wir speichern Ihre Zahlungsart bei der Bestellung, ohne etwas abzubuchen. Belastet werden nur die behaltenen Teile – sobald Sie Ihre Auswahl bestätigen, spätestens am Ende der 7-tägigen Anprobezeit.",
          nl: "We slaan je betaalmethode op bij de bestelling, zonder iets af te schrijven. Je betaalt alleen voor de stukken die je houdt, zodra je je keuze bevestigt of uiterlijk aan het einde van de 7 dagen paspertijd.",
          es: "Guardamos tu método de pago al hacer el pedido, sin cobrar nada. Solo se te cobran las prendas que te quedas, cuando confirmas tu elección o, como muy tarde, al final de los 7 días de prueba.",
          en: "We save your payment method when you order, without charging anything. You are only charged for the pieces you keep, once you confirm your choice or at the latest at the end of the 7-day trial.",
        },
      },
      {
        anchor: "paiement-refuse",
        question: {
          fr: "Mon paiement a été refusé, que faire ?",
          de: "Meine Zahlung wurde abgelehnt – was nun?",
          nl: "Mijn betaling is geweigerd, wat nu?",
          es: "Mi pago ha sido rechazado, ¿qué hago?",
          en: "My payment was declined. What should I do?",
        },
        answer: {
          fr: "Vérifiez la date d'expiration et le plafond de votre carte, puis relancez le paiement depuis la page « Paiement en attente » de votre espace client. Vous pouvez aussi ajouter un autre moyen de paiement. Notre équipe reste disponible si le problème persiste.",
          de: "Prüfen Sie Ablaufdatum und Limit Ihrer Karte und starten Sie die Zahlung erneut über die Seite „Offene Zahlung“ in Ihrem Kundenkonto. Sie können auch eine andere Zahlungsart hinzufügen. Bleibt das Problem bestehen, hilft Ihnen unser Team gern weiter.",
          nl: "Controleer de vervaldatum en de limiet van je kaart en probeer de betaling opnieuw via de pagina 'Openstaande betaling' in je account. Je kunt ook een andere betaalmethode toevoegen. Blijft het probleem bestaan, dan helpt ons team je graag.",
          es: "Comprueba la fecha de caducidad y el límite de tu tarjeta y vuelve a intentar el pago desde la página «Pago pendiente» de tu cuenta. También puedes añadir otro método de pago. Si el problema continúa, nuestro equipo está a tu disposición.",
          en: "Check your card's expiry date and limit, then retry the payment from the 'Pending payment' page in your account. You can also add another payment method. If the problem persists, our team is here to help.",
        },
      },
      {
        anchor: "carte-cadeau-code",
        question: {
          fr: "Comment utiliser une carte cadeau ou un code promo ?",
          de: "Wie löse ich einen Gutschein oder Rabattcode ein?",
          nl: "Hoe gebruik ik een cadeaukaart of kortingscode?",
          es: "¿Cómo uso una tarjeta regalo o un código promocional?",
          en: "How do I use a gift card or promo code?",
        },
        answer: {
          fr: "Ajoutez votre carte cadeau depuis « Ma cagnotte » : son montant est crédité sur votre compte et utilisé automatiquement lors de vos prochains achats. Les codes promo se saisissent au moment du paiement, dans le champ prévu à cet effet.",
          de: "Fügen Sie Ihren Gutschein unter „Mein Guthaben“ hinzu: Der Betrag wird Ihrem Konto gutgeschrieben und bei Ihren nächsten Einkäufen automatisch verwendet. Rabattcodes geben Sie beim Bezahlen im entsprechenden Feld ein.",
          nl: "Voeg je cadeaukaart toe via 'Mijn tegoed': het bedrag wordt op je account gezet en automatisch gebruikt bij je volgende aankopen. Kortingscodes vul je bij het afrekenen in het daarvoor bestemde veld in.",
          es: "Añade tu tarjeta regalo desde «Mi saldo»: el importe se abona en tu cuenta y se usa automáticamente en tus próximas compras. Los códigos promocionales se introducen al pagar, en el campo correspondiente.",
          en: "Add your gift card under 'My wallet': the amount is credited to your account and used automatically on your next purchases. Promo codes are entered at checkout, in the dedicated field.",
        },
      },
    ],
  },
  {
    section: "boutique",
    title: { fr: "La boutique", de: "Der Shop", nl: "De shop", es: "La tienda", en: "The shop" },
    questions: [
      {
        anchor: "boutique-difference-malle",
        question: {
          fr: "Quelle différence entre la boutique et la malle ?",
          de: "Was ist der Unterschied zwischen Shop und Box?",
          nl: "Wat is het verschil tussen de shop en de box?",
          es: "¿Qué diferencia hay entre la tienda y el baúl?",
          en: "What is the difference between the shop and the trunk?",
        },
        answer: {
          fr: "Dans la malle, une styliste choisit pour vous. Dans la boutique, c'est vous qui choisissez parmi toutes nos pièces, avec des filtres par taille, catégorie et genre. Les clients abonnés y retrouvent aussi une sélection personnalisée dans « Ma boutique ».",
          de: "In der Box wählt eine Stylistin für Sie aus. Im Shop suchen Sie selbst aus allen unseren Teilen aus, mit Filtern nach Größe, Kategorie und Geschlecht. Abonnentinnen und Abonnenten finden dort unter „Mein Shop“ außerdem eine persönliche Auswahl.",
          nl: "In de box kiest een stylist voor jou. In de shop kies je zelf uit al onze stukken, met filters op maat, categorie en geslacht. Abonnees vinden er onder 'Mijn shop' ook een persoonlijke selectie.",
          es: "En el baúl elige una estilista por ti. En la tienda eliges tú entre todas nuestras prendas, con filtros por talla, categoría y género. Los suscriptores encuentran además una selección personalizada en «Mi tienda».",
          en: "In the trunk, a stylist chooses for you. In the shop, you choose from all our pieces yourself, with filters by size, category and gender. Subscribers also find a personalised selection under 'My shop'.",
        },
      },
      {
        anchor: "guide-tailles",
        question: {
          fr: "Comment choisir la bonne taille ?",
          de: "Wie finde ich die richtige Größe?",
          nl: "Hoe kies ik de juiste maat?",
          es: "¿Cómo elijo la talla correcta?",
          en: "How do I choose the right size?",
        },
        answer: {
          fr: "Les tailles enfant suivent l'âge, de 1 mois à 14 ans ; les tailles femme vont du XS au XXL, avec des tailles doubles (S/M, M/L, L/XL) pour la maille. En cas de doute entre deux tailles, prenez la plus grande : les enfants grandissent vite !",
          de: "Kindergrößen richten sich nach dem Alter, von 1 Monat bis 14 Jahre; Damengrößen reichen von XS bis XXL, mit Doppelgrößen (S/M, M/L, L/XL) bei Strickteilen. Im Zweifel zwischen zwei Größen nehmen Sie die größere – Kinder wachsen schnell!",
          nl: "Kindermaten volgen de leeftijd, van 1 maand tot 14 jaar; damesmaten lopen van XS tot XXL, met dubbele maten (S/M, M/L, L/XL) voor breiwerk. Twijfel je tussen twee maten, kies dan de grootste: kinderen groeien snel!",
          es: "Las tallas infantiles siguen la edad, de 1 mes a 14 años; las de mujer van de la XS a la XXL, con tallas dobles (S/M, M/L, L/XL) en punto. Si dudas entre dos tallas, elige la mayor: ¡los niños crecen muy rápido!",
          en: "Kids' sizes follow age, from 1 month to 14 years; women's sizes run from XS to XXL, with double sizes (S/M, M/L, L/XL) for knitwear. If you are between two sizes, go for the bigger one: children grow fast!",
        },
      },
      {
        anchor: "badges-produits",
        question: {
          fr: "Que signifient les badges sur les produits ?",
          de: "Was bedeuten die Badges an den Produkten?",
          nl: "Wat betekenen de labels bij de producten?",
          es: "¿Qué significan las etiquetas de los productos?",
          en: "What do the product badges mean?",
        },
        answer: {
          fr: "« Nouvelle collection » signale les dernières arrivées, « Matchy Matchy » les pièces assorties parents-enfants, le tampon coton indique le coton biologique, et « Dernière chance » qu'il ne reste que quelques pièces dans chaque taille.",
          de: "„Neue Kollektion“ kennzeichnet Neuheiten, „Matchy Matchy“ passende Teile für Eltern und Kinder, der Baumwollstempel steht für Bio-Baumwolle und „Letzte Chance“ bedeutet, dass nur noch wenige Teile pro Größe übrig sind.",
          nl: "'Nieuwe collectie' staat voor de nieuwste stukken, 'Matchy Matchy' voor bij elkaar passende ouder-kindstukken, het katoenstempel voor biologisch katoen en 'Laatste kans' betekent dat er nog maar een paar stuks per maat zijn.",
          es: "«Nueva colección» señala las últimas novedades, «Matchy Matchy» las prendas a juego para padres e hijos, el sello de algodón indica algodón orgánico y «Última oportunidad» que quedan pocas unidades en cada talla.",
          en: "'New collection' marks the latest arrivals, 'Matchy Matchy' matching parent-and-child pieces, the cotton stamp means organic cotton, and 'Last chance' that only a few pieces are left in each size.",
        },
      },
      {
        anchor: "liste-naissance",
        question: {
          fr: "Proposez-vous des cadeaux de naissance ?",
          de: "Gibt es Geschenke zur Geburt?",
          nl: "Hebben jullie kraamcadeaus?",
          es: "¿Tenéis regalos para recién nacidos?",
          en: "Do you offer baby gifts?",
        },
        answer: {
          fr: "Oui, la sélection « Cadeau de naissance » réunit bodies, pyjamas, gigoteuses et petits accessoires de 1 mois à 2 ans. Vous pouvez aussi offrir une carte cadeau pour que les parents choisissent eux-mêmes.",
          de: "Ja, die Auswahl „Geschenk zur Geburt“ vereint Bodys, Schlafanzüge, Schlafsäcke und kleine Accessoires von 1 Monat bis 2 Jahre. Sie können auch einen Gutschein verschenken, damit die Eltern selbst aussuchen.",
          nl: "Ja, de selectie 'Kraamcadeau' bundelt rompers, pyjama's, slaapzakken en kleine accessoires van 1 maand tot 2 jaar. Je kunt ook een cadeaukaart geven, zodat de ouders zelf kunnen kiezen.",
          es: "Sí, la selección «Regalo de nacimiento» reúne bodies, pijamas, sacos de dormir y pequeños accesorios de 1 mes a 2 años. También puedes regalar una tarjeta para que los padres elijan.",
          en: "Yes, the 'Baby gift' selection brings together bodysuits, pyjamas, sleeping bags and little accessories from 1 month to 2 years. You can also give a gift card so the parents can choose for themselves.",
        },
      },
      {
        anchor: "retour-boutique",
        question: {
          fr: "Puis-je retourner un achat de la boutique ?",
          de: "Kann ich einen Einkauf aus dem Shop zurückgeben?",
          nl: "Kan ik een aankoop uit de shop retourneren?",
          es: "¿Puedo devolver una compra de la tienda?",
          en: "Can I return a shop purchase?",
        },
        answer: {
          fr: "Vous disposez de 30 jours après réception pour retourner un article non porté, avec ses étiquettes. Écrivez à notre service client depuis la page Contact en indiquant votre numéro de commande : nous vous expliquons comment renvoyer l'article et vous remboursons sur votre moyen de paiement.",
          de: "Sie haben 30 Tage ab Erhalt Zeit, um ungetragene Artikel mit Etikett zurückzuschicken. Schreiben Sie unserem Kundenservice über die Kontaktseite und geben Sie Ihre Bestellnummer an: Wir erklären Ihnen die Rücksendung und erstatten den Betrag auf Ihre Zahlungsart.",
          nl: "Je hebt 30 dagen na ontvangst om een ongedragen artikel met labels terug te sturen. Schrijf onze klantenservice via de contactpagina en vermeld je bestelnummer: we leggen je uit hoe je het artikel terugstuurt en storten het bedrag terug op je betaalmethode.",
          es: "Tienes 30 días desde la recepción para devolver una prenda sin usar y con sus etiquetas. Escribe a nuestro servicio de atención al cliente desde la página de contacto indicando tu número de pedido: te explicamos cómo devolverla y te reembolsamos en tu método de pago.",
          en: "You have 30 days after delivery to return an unworn item with its tags. Write to our customer service from the Contact page with your order number: we tell you how to send the item back and refund it to your payment method.",
        },
      },
    ],
  },
  {
    section: "compte-parrainage",
    title: {
      fr: "Compte et parrainage",
      de: "Konto und Empfehlungen",
      nl: "Account en vrienden uitnodigen",
      es: "Cuenta y programa de recomendación",
      en: "Account and referrals",
    },
    questions: [
      {
        anchor: "plusieurs-enfants",
        question: {
          fr: "Puis-je créer un profil pour chacun de mes enfants ?",
          de: "Kann ich für jedes meiner Kinder ein Profil anlegen?",
          nl: "Kan ik voor elk van mijn kinderen een profiel aanmaken?",
          es: "¿Puedo crear un perfil para cada uno de mis hijos?",
          en: "Can I create a profile for each of my children?",
        },
        answer: {
          fr: "Oui, chaque enfant a son profil, son questionnaire et sa propre malle, jusqu'à 14 ans. Vous pouvez aussi ajouter un profil femme pour vous sur le même compte et recevoir vos malles en même temps.",
          de: "Ja, jedes Kind hat sein eigenes Profil, seinen Fragebogen und seine eigene Box, bis 14 Jahre. Sie können im selben Konto auch ein Damenprofil für sich anlegen und Ihre Boxen gleichzeitig erhalten.",
          nl: "Ja, elk kind heeft een eigen profiel, vragenlijst en box, tot 14 jaar. Je kunt in hetzelfde account ook een damesprofiel voor jezelf aanmaken en je boxen tegelijk ontvangen.",
          es: "Sí, cada hijo tiene su perfil, su cuestionario y su propio baúl, hasta los 14 años. También puedes añadir un perfil de mujer para ti en la misma cuenta y recibir los baúles a la vez.",
          en: "Yes, each child has their own profile, quiz and trunk, up to age 14. You can also add a women's profile for yourself on the same account and receive your trunks at the same time.",
        },
      },
      {
        anchor: "parrainage",
        question: {
          fr: "Comment fonctionne le parrainage ?",
          de: "Wie funktioniert das Empfehlungsprogramm?",
          nl: "Hoe werkt vrienden uitnodigen?",
          es: "¿Cómo funciona el programa de recomendación?",
          en: "How does the referral programme work?",
        },
        answer: {
          fr: "Invitez vos proches depuis « Parrainage » dans votre espace client. Dès que votre filleul·e garde au moins une pièce de sa première malle, vous recevez 15 € dans votre cagnotte, et il ou elle profite aussi de 15 € sur sa première malle.",
          de: "Laden Sie Freunde und Familie über „Empfehlen“ in Ihrem Kundenkonto ein. Sobald die eingeladene Person mindestens ein Teil aus ihrer ersten Box behält, erhalten Sie 15 € Guthaben – und sie selbst bekommt ebenfalls 15 € auf ihre erste Box.",
          nl: "Nodig vrienden en familie uit via 'Vrienden uitnodigen' in je account. Zodra je vriend(in) minstens één stuk uit de eerste box houdt, krijg je € 15 tegoed, en zij of hij krijgt ook € 15 korting op de eerste box.",
          es: "Invita a tus allegados desde «Recomienda» en tu cuenta. En cuanto tu invitado se quede con al menos una prenda de su primer baúl, recibirás 15 € en tu saldo, y él o ella también tendrá 15 € de descuento en su primer baúl.",
          en: "Invite friends and family from 'Referral' in your account. As soon as your friend keeps at least one piece from their first trunk, you get €15 in your wallet, and they also get €15 off their first trunk.",
        },
      },
      {
        anchor: "mot-de-passe-oublie",
        question: {
          fr: "J'ai oublié mon mot de passe",
          de: "Ich habe mein Passwort vergessen",
          nl: "Ik ben mijn wachtwoord vergeten",
          es: "He olvidado mi contraseña",
          en: "I forgot my password",
        },
        answer: {
          fr: "Cliquez sur « Mot de passe oublié » sur la page de connexion et saisissez votre adresse e-mail. Vous recevrez un lien valable quelques heures pour choisir un nouveau mot de passe.",
          de: "Klicken Sie auf der Anmeldeseite auf „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Sie erhalten einen Link, mit dem Sie innerhalb weniger Stunden ein neues Passwort festlegen können.",
          nl: "Klik op de inlogpagina op 'Wachtwoord vergeten' en vul je e-mailadres in. Je ontvangt een link die een paar uur geldig is om een nieuw wachtwoord te kiezen.",
          es: "Haz clic en «¿Has olvidado tu contraseña?» en la página de inicio de sesión e introduce tu correo electrónico. Recibirás un enlace válido durante unas horas para elegir una nueva contraseña.",
          en: "Click 'Forgot password' on the sign-in page and enter your e-mail address. You will receive a link, valid for a few hours, to choose a new password.",
        },
      },
      {
        anchor: "changer-langue-pays",
        question: {
          fr: "Comment changer de langue ou de pays ?",
          de: "Wie ändere ich Sprache oder Land?",
          nl: "Hoe verander ik van taal of land?",
          es: "¿Cómo cambio de idioma o de país?",
          en: "How do I change language or country?",
        },
        answer: {
          fr: "Utilisez le sélecteur en bas de chaque page. Si vous êtes connecté·e, votre choix est enregistré dans votre compte et utilisé pour nos e-mails.",
          de: "Nutzen Sie die Auswahl unten auf jeder Seite. Wenn Sie angemeldet sind, wird Ihre Wahl in Ihrem Konto gespeichert und auch für unsere E-Mails verwendet.",
          nl: "Gebruik de keuzelijst onderaan elke pagina. Als je bent ingelogd, wordt je keuze in je account opgeslagen en gebruikt voor onze e-mails.",
          es: "Usa el selector que hay al pie de cada página. Si has iniciado sesión, tu elección se guarda en tu cuenta y se usa en nuestros correos.",
          en: "Use the selector at the bottom of every page. If you are signed in, your choice is saved to your account and used for our e-mails.",
        },
      },
      {
        anchor: "supprimer-compte",
        question: {
          fr: "Comment supprimer mon compte ?",
          de: "Wie lösche ich mein Konto?",
          nl: "Hoe verwijder ik mijn account?",
          es: "¿Cómo elimino mi cuenta?",
          en: "How do I delete my account?",
        },
        answer: {
          fr: "Écrivez-nous depuis la page Contact avec l'objet « Suppression de compte ». Nous supprimons vos données dans un délai d'un mois, à l'exception de celles que la loi nous oblige à conserver (factures notamment).",
          de: "Schreiben Sie uns über die Kontaktseite mit dem Betreff „Konto löschen“. Wir löschen Ihre Daten innerhalb eines Monats, mit Ausnahme derer, die wir gesetzlich aufbewahren müssen (insbesondere Rechnungen).",
          nl: "Stuur ons een bericht via de contactpagina met als onderwerp 'Account verwijderen'. We verwijderen je gegevens binnen een maand, behalve de gegevens die we wettelijk moeten bewaren (zoals facturen).",
          es: "Escríbenos desde la página de contacto con el asunto «Eliminar cuenta». Borraremos tus datos en el plazo de un mes, salvo los que la ley nos obliga a conservar (como las facturas).",
          en: "Write to us from the Contact page with the subject 'Delete my account'. We delete your data within one month, except what the law requires us to keep (such as invoices).",
        },
      },
    ],
  },
  {
    section: "fidelite-littlegeste",
    title: {
      fr: "Fidélité et littlegeste",
      de: "Treueprogramm und littlegeste",
      nl: "Loyaliteit en littlegeste",
      es: "Fidelidad y littlegeste",
      en: "Loyalty and littlegeste",
    },
    questions: [
      {
        anchor: "little-club",
        question: {
          fr: "Qu'est-ce que le Little Club ?",
          de: "Was ist der Little Club?",
          nl: "Wat is de Little Club?",
          es: "¿Qué es el Little Club?",
          en: "What is the Little Club?",
        },
        answer: {
          fr: "C'est notre programme de fidélité gratuit : chaque euro dépensé vous rapporte un point. Dès 200 points, vous pouvez les échanger contre un bon de 10 €, et dès 600 points contre un bon de 40 €.",
          de: "Das ist unser kostenloses Treueprogramm: Jeder ausgegebene Euro bringt Ihnen einen Punkt. Ab 200 Punkten können Sie diese gegen einen 10-€-Gutschein eintauschen, ab 600 Punkten gegen einen 40-€-Gutschein.",
          nl: "Dat is ons gratis loyaliteitsprogramma: elke uitgegeven euro levert je een punt op. Vanaf 200 punten wissel je ze in voor een tegoedbon van € 10, vanaf 600 punten voor een bon van € 40.",
          es: "Es nuestro programa de fidelidad gratuito: cada euro gastado te da un punto. A partir de 200 puntos puedes canjearlos por un vale de 10 €, y a partir de 600 puntos por un vale de 40 €.",
          en: "It's our free loyalty programme: every euro you spend earns one point. From 200 points you can exchange them for a €10 voucher, and from 600 points for a €40 voucher.",
        },
      },
      {
        anchor: "points-expiration",
        question: {
          fr: "Mes points expirent-ils ?",
          de: "Verfallen meine Punkte?",
          nl: "Vervallen mijn punten?",
          es: "¿Caducan mis puntos?",
          en: "Do my points expire?",
        },
        answer: {
          fr: "Vos points restent valables 12 mois après votre dernière commande. L'historique complet est consultable dans « Mes points » de votre espace client.",
          de: "Ihre Punkte bleiben 12 Monate nach Ihrer letzten Bestellung gültig. Den vollständigen Verlauf finden Sie unter „Meine Punkte“ in Ihrem Kundenkonto.",
          nl: "Je punten blijven 12 maanden na je laatste bestelling geldig. De volledige geschiedenis vind je onder 'Mijn punten' in je account.",
          es: "Tus puntos son válidos durante 12 meses después de tu último pedido. Puedes consultar todo el historial en «Mis puntos» de tu cuenta.",
          en: "Your points remain valid for 12 months after your last order. The full history is available under 'My points' in your account.",
        },
      },
      {
        anchor: "littlegeste",
        question: {
          fr: "Qu'est-ce que littlegeste ?",
          de: "Was ist littlegeste?",
          nl: "Wat is littlegeste?",
          es: "¿Qué es littlegeste?",
          en: "What is littlegeste?",
        },
        answer: {
          fr: "littlegeste est notre programme de seconde vie : renvoyez-nous gratuitement les vêtements devenus trop petits, quelle que soit leur marque. Nous revendons ceux en bon état et recyclons les autres, et vous recevez des points ou un crédit dans votre cagnotte.",
          de: "littlegeste ist unser Second-Life-Programm: Schicken Sie uns zu klein gewordene Kleidung kostenlos zurück, egal von welcher Marke. Gut erhaltene Teile verkaufen wir weiter, die anderen werden recycelt – und Sie erhalten Punkte oder Guthaben.",
          nl: "littlegeste is ons tweede-levenprogramma: stuur kleding die te klein is geworden gratis naar ons terug, van welk merk ook. Wat nog goed is, verkopen we door, de rest wordt gerecycled, en jij krijgt punten of tegoed.",
          es: "littlegeste es nuestro programa de segunda vida: envíanos gratis la ropa que se ha quedado pequeña, sea de la marca que sea. Revendemos la que está en buen estado y reciclamos el resto, y tú recibes puntos o saldo.",
          en: "littlegeste is our second-life programme: send us clothes that have become too small, whatever the brand, for free. We resell those in good condition and recycle the rest, and you receive points or wallet credit.",
        },
      },
      {
        anchor: "littlegeste-etiquette",
        question: {
          fr: "Comment créer une étiquette littlegeste ?",
          de: "Wie erstelle ich ein littlegeste-Etikett?",
          nl: "Hoe maak ik een littlegeste-label aan?",
          es: "¿Cómo creo una etiqueta littlegeste?",
          en: "How do I create a littlegeste label?",
        },
        answer: {
          fr: "Rendez-vous sur la page littlegeste, indiquez votre adresse et générez l'étiquette prépayée. Le service est disponible en France, en Belgique, au Luxembourg, aux Pays-Bas, en Allemagne et en Autriche.",
          de: "Gehen Sie auf die littlegeste-Seite, geben Sie Ihre Adresse an und erstellen Sie das vorfrankierte Etikett. Der Service ist in Frankreich, Belgien, Luxemburg, den Niederlanden, Deutschland und Österreich verfügbar.",
          nl: "Ga naar de littlegeste-pagina, vul je adres in en maak het voorgefrankeerde label aan. De service is beschikbaar in Frankrijk, België, Luxemburg, Nederland, Duitsland en Oostenrijk.",
          es: "Ve a la página de littlegeste, indica tu dirección y genera la etiqueta prepagada. El servicio está disponible en Francia, Bélgica, Luxemburgo, Países Bajos, Alemania y Austria.",
          en: "Go to the littlegeste page, enter your address and generate the prepaid label. The service is available in France, Belgium, Luxembourg, the Netherlands, Germany and Austria.",
        },
      },
    ],
  },
];
