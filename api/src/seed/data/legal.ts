/**
 * The six legal contents of §3 (terms of the trunk, of the shop, of littlegeste, of the Little Club
 * loyalty programme, legal notice, personal data protection), in Markdown, plus the merchant
 * behind the site (shop owner). The company is fictitious demo data.
 */
import type { LocalizedText } from "./types.js";

export type LegalCode =
  | "terms_and_conditions"
  | "terms_and_conditions_shop"
  | "terms_and_conditions_recycle"
  | "terms_and_conditions_little_club"
  | "legal_notice"
  | "personal_data_protection";

export interface SeedLegalContent {
  code: LegalCode;
  title: LocalizedText;
  /** Markdown. */
  body: LocalizedText;
}

export const SHOP_OWNER = {
  name: "la malle",
  legalName: "La Malle SAS",
  email: "bonjour@lamalle.test",
  phone: "+33 1 84 80 00 00",
  street: "18 rue de la Folie-Méricourt",
  postcode: "75011",
  city: "Paris",
  countryCode: "FR" as const,
  vatNumber: "FR12912345678",
  registrationNumber: "RCS Paris 912 345 678",
  shareCapital: "50 000 €",
  publicationDirector: "Claire Morel",
};

const O = SHOP_OWNER;

export const LEGAL_CONTENTS: readonly SeedLegalContent[] = [
  {
    code: "terms_and_conditions",
    title: {
      fr: "Conditions générales de vente de la malle",
      de: "Allgemeine Geschäftsbedingungen für die Box",
      nl: "Algemene voorwaarden van de box",
      es: "Condiciones generales de venta del baúl",
      en: "Terms and conditions of the trunk",
    },
    body: {
      fr: `## 1. Objet

Les présentes conditions régissent le service de stylisme à domicile « la malle » proposé par ${O.legalName} aux personnes majeures résidant dans l'un des pays desservis. Toute commande implique leur acceptation.

## 2. Commande et abonnement

Le client remplit un questionnaire de style pour chaque profil (enfant de 0 à 14 ans ou femme). Il choisit une malle unique ou un abonnement tous les 1, 2 ou 3 mois. L'abonnement est sans engagement : il peut être décalé, mis en pause ou arrêté à tout moment depuis l'espace client, sans frais.

## 3. Prix et paiement

La réservation d'une malle est gratuite et aucun frais de stylisme n'est facturé. Le client ne paie que les articles qu'il garde, au prix indiqué. Le moyen de paiement est enregistré à la commande et débité à la fin de la période d'essai.

## 4. Livraison, essai et retour

La malle est livrée gratuitement dans un délai indicatif de 3 à 6 jours ouvrés. Le client dispose de 7 jours à compter de la réception pour essayer les articles et renvoyer gratuitement ceux qu'il ne garde pas, dans leur état d'origine, avec l'étiquette prépayée fournie.

## 5. Droit de rétractation

Conformément au Code de la consommation, le client dispose en outre d'un délai de 14 jours après réception pour exercer son droit de rétractation sur les articles conservés, sans avoir à se justifier.

## 6. Réclamations et médiation

Toute réclamation peut être adressée à ${O.email}. À défaut d'accord amiable, le client peut recourir gratuitement à un médiateur de la consommation. Les présentes conditions sont soumises au droit français.`,
      de: `## 1. Gegenstand

Diese Bedingungen regeln den Styling-Service „la malle“ von ${O.legalName} für volljährige Personen mit Wohnsitz in einem der belieferten Länder. Mit jeder Bestellung werden sie akzeptiert.

## 2. Bestellung und Abonnement

Der Kunde füllt für jedes Profil (Kind von 0 bis 14 Jahren oder Frau) einen Stilfragebogen aus. Er wählt eine einmalige Box oder ein Abonnement alle 1, 2 oder 3 Monate. Das Abonnement ist unverbindlich: Es kann jederzeit kostenlos im Kundenkonto verschoben, pausiert oder beendet werden.

## 3. Preise und Zahlung

Die Buchung einer Box ist kostenlos, eine Stylinggebühr wird nicht erhoben. Der Kunde zahlt nur die Artikel, die er behält, zum angegebenen Preis. Die Zahlungsart wird bei der Bestellung hinterlegt und am Ende der Anprobezeit belastet.

## 4. Lieferung, Anprobe und Rücksendung

Die Box wird kostenlos innerhalb von voraussichtlich 3 bis 6 Werktagen geliefert. Der Kunde hat ab Erhalt 7 Tage Zeit, die Artikel anzuprobieren und die nicht behaltenen Teile im Originalzustand mit dem beiliegenden vorfrankierten Etikett kostenlos zurückzusenden.

## 5. Widerrufsrecht

Darüber hinaus hat der Kunde nach geltendem Verbraucherrecht ein Widerrufsrecht von 14 Tagen ab Erhalt für die behaltenen Artikel, ohne Angabe von Gründen.

## 6. Beschwerden und Schlichtung

Beschwerden richten Sie bitte an ${O.email}. Kommt keine gütliche Einigung zustande, kann der Kunde kostenlos eine Verbraucherschlichtungsstelle anrufen. Es gilt französisches Recht, unbeschadet zwingender Verbraucherschutzvorschriften des Wohnsitzlandes.`,
      nl: `## 1. Onderwerp

Deze voorwaarden zijn van toepassing op de stylingservice 'la malle' van ${O.legalName} voor meerderjarigen die wonen in een van de landen waar wij leveren. Elke bestelling houdt aanvaarding ervan in.

## 2. Bestelling en abonnement

De klant vult voor elk profiel (kind van 0 tot 14 jaar of vrouw) een stijlvragenlijst in. Hij kiest een eenmalige box of een abonnement om de 1, 2 of 3 maanden. Het abonnement is vrijblijvend: het kan op elk moment kosteloos worden verschoven, gepauzeerd of stopgezet via het account.

## 3. Prijzen en betaling

Het reserveren van een box is gratis en er worden geen stylingkosten in rekening gebracht. De klant betaalt alleen de artikelen die hij houdt, tegen de vermelde prijs. De betaalmethode wordt bij de bestelling vastgelegd en aan het einde van de paspertijd belast.

## 4. Levering, passen en retour

De box wordt gratis geleverd binnen een indicatieve termijn van 3 tot 6 werkdagen. De klant heeft vanaf ontvangst 7 dagen om de artikelen te passen en de niet gehouden stukken in originele staat gratis terug te sturen met het meegeleverde voorgefrankeerde label.

## 5. Herroepingsrecht

Daarnaast heeft de klant volgens het consumentenrecht een bedenktermijn van 14 dagen na ontvangst voor de gehouden artikelen, zonder opgave van redenen.

## 6. Klachten en bemiddeling

Klachten kunnen worden gestuurd naar ${O.email}. Komen we er samen niet uit, dan kan de klant kosteloos een beroep doen op een geschillencommissie voor consumenten. Op deze voorwaarden is Frans recht van toepassing, onverminderd de dwingende bepalingen van het land van de consument.`,
      es: `## 1. Objeto

Las presentes condiciones regulan el servicio de estilismo a domicilio «la malle» que ofrece ${O.legalName} a personas mayores de edad residentes en uno de los países a los que enviamos. Todo pedido implica su aceptación.

## 2. Pedido y suscripción

El cliente rellena un cuestionario de estilo para cada perfil (niño de 0 a 14 años o mujer). Elige un baúl único o una suscripción cada 1, 2 o 3 meses. La suscripción no tiene permanencia: puede aplazarse, pausarse o cancelarse en cualquier momento desde la cuenta, sin coste.

## 3. Precio y pago

La reserva de un baúl es gratuita y no se cobran gastos de estilismo. Solo se pagan los artículos conservados, al precio indicado. El método de pago se registra con el pedido y se carga al final del periodo de prueba.

## 4. Entrega, prueba y devolución

El baúl se entrega gratuitamente en un plazo orientativo de 3 a 6 días laborables. El cliente dispone de 7 días desde la recepción para probarse los artículos y devolver gratis los que no conserve, en su estado original, con la etiqueta prepagada incluida.

## 5. Derecho de desistimiento

Además, conforme a la normativa de consumo, el cliente dispone de 14 días desde la recepción para desistir de la compra de los artículos conservados, sin necesidad de justificación.

## 6. Reclamaciones y mediación

Cualquier reclamación puede dirigirse a ${O.email}. A falta de acuerdo amistoso, el cliente puede acudir gratuitamente a un mediador de consumo. Estas condiciones se rigen por el derecho francés, sin perjuicio de las normas imperativas del país de residencia del consumidor.`,
      en: `## 1. Purpose

These terms govern the home styling service 'la malle' offered by ${O.legalName} to adults living in one of the countries we deliver to. Placing an order implies accepting them.

## 2. Orders and subscription

The client fills in a style quiz for each profile (a child aged 0 to 14 or a woman). They choose a single trunk or a subscription every 1, 2 or 3 months. There is no commitment: the subscription can be moved, paused or stopped at any time from the account, free of charge.

## 3. Prices and payment

Booking a trunk is free and no styling fee is charged. The client only pays for the items they keep, at the stated price. The payment method is saved when ordering and charged at the end of the trial period.

## 4. Delivery, trial and returns

The trunk is delivered free of charge within an indicative 3 to 6 working days. The client has 7 days from delivery to try the items on and return those they do not keep, in their original condition, free of charge with the prepaid label provided.

## 5. Right of withdrawal

In addition, under consumer law, the client has 14 days from delivery to withdraw from the purchase of the items kept, without giving any reason.

## 6. Complaints and mediation

Complaints can be sent to ${O.email}. If no amicable solution is found, the client may refer the matter to a consumer mediator free of charge. These terms are governed by French law, without prejudice to the mandatory rules of the consumer's country of residence.`,
    },
  },
  {
    code: "terms_and_conditions_shop",
    title: {
      fr: "Conditions générales de vente de la boutique",
      de: "Allgemeine Geschäftsbedingungen des Shops",
      nl: "Algemene voorwaarden van de shop",
      es: "Condiciones generales de venta de la tienda",
      en: "Shop terms and conditions",
    },
    body: {
      fr: `## 1. Champ d'application

Les présentes conditions s'appliquent aux achats effectués dans la boutique en ligne de ${O.legalName}, en dehors du service de malle. Elles complètent les conditions générales de la malle.

## 2. Commande

Le client sélectionne des articles, leur taille et, le cas échéant, un look complet. La commande est ferme après validation du paiement ; un e-mail de confirmation récapitule son contenu. Les offres sont valables dans la limite des stocks disponibles.

## 3. Prix

Les prix sont indiqués en euros toutes taxes comprises. Les prix barrés correspondent au prix de vente habituel de l'article. Les codes de réduction, cartes cadeaux et le solde de la cagnotte sont déduits avant paiement.

## 4. Livraison

La livraison est offerte à partir de 60 € d'achat ; en dessous, elle est facturée 4,90 € en point relais. Le délai indicatif est de 3 à 6 jours ouvrés.

## 5. Rétractation et retours

Le client dispose de 14 jours après réception pour se rétracter, et nous acceptons les retours d'articles non portés, avec étiquettes, pendant 30 jours. Le remboursement intervient sous 14 jours après réception du retour, sur le moyen de paiement initial ou sur la cagnotte.

## 6. Garanties

Les articles bénéficient de la garantie légale de conformité et de la garantie contre les vices cachés. Pour toute question : ${O.email}.`,
      de: `## 1. Geltungsbereich

Diese Bedingungen gelten für Einkäufe im Onlineshop von ${O.legalName} außerhalb des Box-Services. Sie ergänzen die Allgemeinen Geschäftsbedingungen für die Box.

## 2. Bestellung

Der Kunde wählt Artikel, Größe und gegebenenfalls einen kompletten Look. Die Bestellung ist nach erfolgreicher Zahlung verbindlich; eine Bestätigungs-E-Mail fasst den Inhalt zusammen. Angebote gelten, solange der Vorrat reicht.

## 3. Preise

Die Preise verstehen sich in Euro inklusive Mehrwertsteuer. Durchgestrichene Preise entsprechen dem regulären Verkaufspreis des Artikels. Rabattcodes, Gutscheine und Guthaben werden vor der Zahlung abgezogen.

## 4. Lieferung

Ab 60 € Bestellwert ist der Versand kostenlos, darunter kostet die Lieferung an einen Paketshop 4,90 €. Die voraussichtliche Lieferzeit beträgt 3 bis 6 Werktage.

## 5. Widerruf und Rücksendung

Der Kunde hat ein Widerrufsrecht von 14 Tagen ab Erhalt; ungetragene Artikel mit Etikett nehmen wir 30 Tage lang zurück. Die Erstattung erfolgt innerhalb von 14 Tagen nach Eingang der Rücksendung auf die ursprüngliche Zahlungsart oder auf das Guthaben.

## 6. Gewährleistung

Es gelten die gesetzlichen Gewährleistungsrechte. Bei Fragen: ${O.email}.`,
      nl: `## 1. Toepassingsgebied

Deze voorwaarden gelden voor aankopen in de webshop van ${O.legalName}, los van de boxservice. Ze vullen de algemene voorwaarden van de box aan.

## 2. Bestelling

De klant kiest artikelen, maten en eventueel een complete look. De bestelling is definitief na geslaagde betaling; een bevestigingsmail vat de inhoud samen. Aanbiedingen gelden zolang de voorraad strekt.

## 3. Prijzen

Prijzen zijn in euro, inclusief btw. Doorgestreepte prijzen zijn de gebruikelijke verkoopprijs van het artikel. Kortingscodes, cadeaukaarten en tegoed worden vóór betaling afgetrokken.

## 4. Levering

Vanaf € 60 is de verzending gratis; daaronder kost levering bij een afhaalpunt € 4,90. De indicatieve levertijd is 3 tot 6 werkdagen.

## 5. Herroeping en retour

De klant heeft 14 dagen bedenktijd na ontvangst, en we nemen ongedragen artikelen met labels 30 dagen lang terug. Terugbetaling volgt binnen 14 dagen na ontvangst van de retour, op de oorspronkelijke betaalmethode of als tegoed.

## 6. Garantie

De artikelen vallen onder de wettelijke garantie. Vragen? Mail naar ${O.email}.`,
      es: `## 1. Ámbito de aplicación

Estas condiciones se aplican a las compras realizadas en la tienda online de ${O.legalName}, al margen del servicio de baúl. Completan las condiciones generales del baúl.

## 2. Pedido

El cliente selecciona los artículos, su talla y, en su caso, un look completo. El pedido es firme una vez validado el pago; un correo de confirmación resume su contenido. Las ofertas son válidas hasta agotar existencias.

## 3. Precios

Los precios se indican en euros, IVA incluido. Los precios tachados corresponden al precio de venta habitual del artículo. Los códigos de descuento, las tarjetas regalo y el saldo se descuentan antes del pago.

## 4. Entrega

El envío es gratuito a partir de 60 €; por debajo, cuesta 4,90 € en punto de recogida. El plazo orientativo es de 3 a 6 días laborables.

## 5. Desistimiento y devoluciones

El cliente dispone de 14 días desde la recepción para desistir, y aceptamos devoluciones de artículos sin usar y con etiquetas durante 30 días. El reembolso se realiza en un plazo de 14 días desde la recepción de la devolución, en el método de pago original o en el saldo.

## 6. Garantías

Los artículos cuentan con la garantía legal de conformidad. Para cualquier consulta: ${O.email}.`,
      en: `## 1. Scope

These terms apply to purchases made in the online shop of ${O.legalName}, outside the trunk service. They supplement the terms and conditions of the trunk.

## 2. Orders

The client selects items, their size and, where relevant, a complete look. The order is binding once payment is confirmed; a confirmation e-mail summarises its content. Offers are valid while stocks last.

## 3. Prices

Prices are shown in euros including VAT. Crossed-out prices are the item's usual selling price. Discount codes, gift cards and wallet balance are deducted before payment.

## 4. Delivery

Delivery is free from €60; below that, it costs €4.90 to a pick-up point. The indicative delivery time is 3 to 6 working days.

## 5. Withdrawal and returns

The client has 14 days from delivery to withdraw, and we accept returns of unworn items with their tags for 30 days. Refunds are made within 14 days of receiving the return, to the original payment method or to the wallet.

## 6. Guarantees

Items are covered by the statutory guarantee of conformity. For any question: ${O.email}.`,
    },
  },
  {
    code: "terms_and_conditions_recycle",
    title: {
      fr: "Conditions du programme littlegeste",
      de: "Bedingungen des littlegeste-Programms",
      nl: "Voorwaarden van het littlegeste-programma",
      es: "Condiciones del programa littlegeste",
      en: "littlegeste programme terms",
    },
    body: {
      fr: `## 1. Le programme

littlegeste permet aux clients de ${O.legalName} de confier leurs vêtements d'enfants et de femmes devenus inutiles, afin qu'ils soient revendus, réparés ou recyclés. Le service est gratuit.

## 2. Pays et envoi

Le service est ouvert aux adresses situées en France, en Belgique, au Luxembourg, aux Pays-Bas, en Allemagne et en Autriche. Le client génère une étiquette prépayée depuis son espace client et dépose son colis (15 kg maximum) en point relais ou en bureau de poste.

## 3. Articles acceptés

Sont acceptés les vêtements, chaussures et accessoires propres, de toutes marques. Les sous-vêtements portés, les articles souillés ou contenant des objets personnels ne sont pas acceptés et seront recyclés sans contrepartie.

## 4. Transfert de propriété

Les articles deviennent la propriété de ${O.legalName} à leur réception. Ils ne peuvent pas être restitués. Notre atelier décide librement de leur revente, de leur réparation ou de leur recyclage.

## 5. Contrepartie

Chaque colis accepté rapporte des points Little Club. Lorsqu'un article est revendu, 30 % de son prix de revente est crédité sur la cagnotte du client. Le détail est consultable dans l'espace client.`,
      de: `## 1. Das Programm

Mit littlegeste können Kundinnen und Kunden von ${O.legalName} nicht mehr benötigte Kinder- und Damenkleidung abgeben, damit sie weiterverkauft, repariert oder recycelt wird. Der Service ist kostenlos.

## 2. Länder und Versand

Der Service steht für Adressen in Frankreich, Belgien, Luxemburg, den Niederlanden, Deutschland und Österreich zur Verfügung. Der Kunde erstellt in seinem Konto ein vorfrankiertes Etikett und gibt sein Paket (höchstens 15 kg) in einem Paketshop oder einer Postfiliale ab.

## 3. Angenommene Artikel

Angenommen werden saubere Kleidung, Schuhe und Accessoires aller Marken. Getragene Unterwäsche, verschmutzte Artikel oder Pakete mit persönlichen Gegenständen werden nicht angenommen und ohne Gegenleistung recycelt.

## 4. Eigentumsübergang

Mit dem Eingang gehen die Artikel in das Eigentum von ${O.legalName} über und können nicht zurückgegeben werden. Unser Atelier entscheidet frei über Weiterverkauf, Reparatur oder Recycling.

## 5. Gegenleistung

Jedes angenommene Paket bringt Little-Club-Punkte. Wird ein Artikel weiterverkauft, werden 30 % des Verkaufspreises dem Guthaben des Kunden gutgeschrieben. Die Details sind im Kundenkonto einsehbar.`,
      nl: `## 1. Het programma

Met littlegeste kunnen klanten van ${O.legalName} kinder- en dameskleding die ze niet meer gebruiken aan ons toevertrouwen, zodat die wordt doorverkocht, gerepareerd of gerecycled. De service is gratis.

## 2. Landen en verzending

De service is beschikbaar voor adressen in Frankrijk, België, Luxemburg, Nederland, Duitsland en Oostenrijk. De klant maakt in zijn account een voorgefrankeerd label aan en levert het pakket (maximaal 15 kg) in bij een afhaalpunt of postkantoor.

## 3. Geaccepteerde artikelen

We accepteren schone kleding, schoenen en accessoires van alle merken. Gedragen ondergoed, vuile artikelen of pakketten met persoonlijke spullen worden niet geaccepteerd en zonder vergoeding gerecycled.

## 4. Eigendomsoverdracht

Bij ontvangst worden de artikelen eigendom van ${O.legalName}. Ze kunnen niet worden teruggegeven. Ons atelier beslist vrij over doorverkoop, reparatie of recycling.

## 5. Vergoeding

Elk geaccepteerd pakket levert Little Club-punten op. Wordt een artikel doorverkocht, dan wordt 30% van de verkoopprijs op het tegoed van de klant gezet. Het overzicht staat in het account.`,
      es: `## 1. El programa

littlegeste permite a los clientes de ${O.legalName} entregar la ropa infantil y de mujer que ya no usan para que se revenda, se arregle o se recicle. El servicio es gratuito.

## 2. Países y envío

El servicio está disponible para direcciones en Francia, Bélgica, Luxemburgo, Países Bajos, Alemania y Austria. El cliente genera una etiqueta prepagada desde su cuenta y entrega el paquete (15 kg como máximo) en un punto de recogida o en una oficina de correos.

## 3. Artículos aceptados

Se aceptan prendas, calzado y accesorios limpios de cualquier marca. La ropa interior usada, los artículos sucios o los paquetes con objetos personales no se aceptan y se reciclarán sin contrapartida.

## 4. Transmisión de la propiedad

Los artículos pasan a ser propiedad de ${O.legalName} en el momento de su recepción y no pueden devolverse. Nuestro taller decide libremente si se revenden, se arreglan o se reciclan.

## 5. Contrapartida

Cada paquete aceptado da puntos Little Club. Cuando se revende un artículo, el 30 % de su precio de reventa se abona en el saldo del cliente. El detalle puede consultarse en la cuenta.`,
      en: `## 1. The programme

littlegeste lets ${O.legalName} clients hand over children's and women's clothes they no longer need, so that they can be resold, repaired or recycled. The service is free.

## 2. Countries and shipping

The service is open to addresses in France, Belgium, Luxembourg, the Netherlands, Germany and Austria. The client generates a prepaid label from their account and drops off the parcel (15 kg maximum) at a pick-up point or post office.

## 3. Accepted items

We accept clean clothes, shoes and accessories of any brand. Worn underwear, soiled items or parcels containing personal belongings are not accepted and will be recycled without compensation.

## 4. Transfer of ownership

Items become the property of ${O.legalName} on receipt and cannot be returned. Our workshop freely decides whether to resell, repair or recycle them.

## 5. Reward

Each accepted parcel earns Little Club points. When an item is resold, 30% of its resale price is credited to the client's wallet. Details are available in the account.`,
    },
  },
  {
    code: "terms_and_conditions_little_club",
    title: {
      fr: "Règlement du Little Club",
      de: "Teilnahmebedingungen des Little Club",
      nl: "Reglement van de Little Club",
      es: "Reglamento del Little Club",
      en: "Little Club rules",
    },
    body: {
      fr: `## 1. Adhésion

Le Little Club est le programme de fidélité gratuit de ${O.legalName}. Tout client disposant d'un compte peut y adhérer depuis la page Fidélité ; l'adhésion est immédiate.

## 2. Gagner des points

Chaque euro dépensé pour des articles conservés ou achetés en boutique rapporte 1 point, une fois la période de retour écoulée. Des points supplémentaires sont offerts pour un parrainage réussi, pour l'anniversaire d'un enfant inscrit et pour chaque colis littlegeste accepté.

## 3. Utiliser ses points

Dès 200 points, le membre peut les convertir en un bon de réduction de 10 €, et dès 600 points en un bon de 40 €. Les bons sont valables 3 mois, utilisables une fois, sur la malle comme en boutique, et non cumulables avec un autre code.

## 4. Validité

Les points sont valables 12 mois à compter de la dernière commande. L'historique est consultable à tout moment dans l'espace client.

## 5. Évolution du programme

${O.legalName} peut faire évoluer le programme en informant les membres au moins 30 jours à l'avance. Les points acquis restent utilisables jusqu'à leur date d'expiration.`,
      de: `## 1. Mitgliedschaft

Der Little Club ist das kostenlose Treueprogramm von ${O.legalName}. Jede Kundin und jeder Kunde mit Konto kann ihm über die Seite „Treueprogramm“ beitreten; die Mitgliedschaft gilt sofort.

## 2. Punkte sammeln

Jeder Euro, der für behaltene oder im Shop gekaufte Artikel ausgegeben wird, bringt nach Ablauf der Rückgabefrist 1 Punkt. Zusätzliche Punkte gibt es für eine erfolgreiche Empfehlung, zum Geburtstag eines angemeldeten Kindes und für jedes angenommene littlegeste-Paket.

## 3. Punkte einlösen

Ab 200 Punkten können Mitglieder diese in einen 10-€-Gutschein umwandeln, ab 600 Punkten in einen 40-€-Gutschein. Die Gutscheine sind 3 Monate gültig, einmal einlösbar – für Boxen wie im Shop – und nicht mit anderen Codes kombinierbar.

## 4. Gültigkeit

Punkte sind 12 Monate ab der letzten Bestellung gültig. Der Verlauf ist jederzeit im Kundenkonto einsehbar.

## 5. Änderungen

${O.legalName} kann das Programm ändern und informiert die Mitglieder mindestens 30 Tage im Voraus. Bereits gesammelte Punkte bleiben bis zu ihrem Ablaufdatum einlösbar.`,
      nl: `## 1. Lidmaatschap

De Little Club is het gratis loyaliteitsprogramma van ${O.legalName}. Iedere klant met een account kan lid worden via de pagina Loyaliteit; het lidmaatschap gaat direct in.

## 2. Punten sparen

Elke euro die je uitgeeft aan gehouden artikelen of aankopen in de shop levert 1 punt op, zodra de retourtermijn voorbij is. Extra punten krijg je voor een geslaagde uitnodiging, voor de verjaardag van een ingeschreven kind en voor elk geaccepteerd littlegeste-pakket.

## 3. Punten gebruiken

Vanaf 200 punten kan een lid ze omzetten in een kortingsbon van € 10, en vanaf 600 punten in een bon van € 40. De bonnen zijn 3 maanden geldig, één keer te gebruiken, voor de box en in de shop, en niet te combineren met een andere code.

## 4. Geldigheid

Punten zijn 12 maanden geldig vanaf de laatste bestelling. De geschiedenis is altijd te bekijken in het account.

## 5. Wijzigingen

${O.legalName} kan het programma aanpassen en informeert de leden minstens 30 dagen van tevoren. Gespaarde punten blijven bruikbaar tot hun vervaldatum.`,
      es: `## 1. Adhesión

El Little Club es el programa de fidelidad gratuito de ${O.legalName}. Cualquier cliente con cuenta puede unirse desde la página Fidelidad; la adhesión es inmediata.

## 2. Conseguir puntos

Cada euro gastado en artículos conservados o comprados en la tienda da 1 punto, una vez transcurrido el plazo de devolución. Se regalan puntos adicionales por cada recomendación con éxito, por el cumpleaños de un niño inscrito y por cada paquete littlegeste aceptado.

## 3. Usar los puntos

A partir de 200 puntos, el miembro puede canjearlos por un vale de 10 €, y a partir de 600 puntos por un vale de 40 €. Los vales son válidos durante 3 meses, de un solo uso, en el baúl y en la tienda, y no acumulables con otro código.

## 4. Validez

Los puntos son válidos durante 12 meses desde el último pedido. El historial puede consultarse en cualquier momento en la cuenta.

## 5. Cambios en el programa

${O.legalName} puede modificar el programa informando a los miembros con al menos 30 días de antelación. Los puntos ya conseguidos pueden usarse hasta su fecha de caducidad.`,
      en: `## 1. Membership

The Little Club is the free loyalty programme of ${O.legalName}. Any client with an account can join from the Loyalty page; membership starts immediately.

## 2. Earning points

Every euro spent on items kept or bought in the shop earns 1 point once the return period has passed. Extra points are given for a successful referral, for the birthday of a registered child and for each accepted littlegeste parcel.

## 3. Using points

From 200 points, members can convert them into a €10 voucher, and from 600 points into a €40 voucher. Vouchers are valid for 3 months, single use, on trunks and in the shop, and cannot be combined with another code.

## 4. Validity

Points are valid for 12 months from the last order. The history can be viewed at any time in the account.

## 5. Changes to the programme

${O.legalName} may change the programme, informing members at least 30 days in advance. Points already earned remain usable until they expire.`,
    },
  },
  {
    code: "legal_notice",
    title: {
      fr: "Mentions légales",
      de: "Impressum",
      nl: "Colofon en juridische informatie",
      es: "Aviso legal",
      en: "Legal notice",
    },
    body: {
      fr: `## Éditeur du site

Le site la malle est édité par ${O.legalName}, société par actions simplifiée au capital de ${O.shareCapital}, immatriculée au ${O.registrationNumber}, dont le siège social est situé ${O.street}, ${O.postcode} ${O.city}, France. Numéro de TVA intracommunautaire : ${O.vatNumber}.

Contact : ${O.email} – ${O.phone} (du lundi au vendredi, de 9 h à 18 h).

## Directrice de la publication

${O.publicationDirector}, présidente de ${O.legalName}.

## Hébergement

Le site est hébergé au sein de l'Union européenne, dans des centres de données situés en France, par un prestataire d'hébergement dont les coordonnées sont communiquées sur simple demande à ${O.email}.

## Propriété intellectuelle

L'ensemble des contenus du site (textes, illustrations, logos, mise en page) est protégé par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite préalable est interdite. Les marques citées appartiennent à leurs titulaires respectifs.

## Crédits

Illustrations : studio graphique de la malle.`,
      de: `## Herausgeber

Die Website la malle wird herausgegeben von ${O.legalName}, vereinfachte Aktiengesellschaft französischen Rechts mit einem Stammkapital von ${O.shareCapital}, eingetragen im Handelsregister unter ${O.registrationNumber}, Sitz: ${O.street}, ${O.postcode} ${O.city}, Frankreich. USt-IdNr.: ${O.vatNumber}.

Kontakt: ${O.email} – ${O.phone} (Montag bis Freitag, 9 bis 18 Uhr).

## Verantwortlich für den Inhalt

${O.publicationDirector}, Präsidentin von ${O.legalName}.

## Hosting

Die Website wird innerhalb der Europäischen Union in Rechenzentren in Frankreich gehostet. Die Kontaktdaten des Hosting-Anbieters erhalten Sie auf Anfrage unter ${O.email}.

## Urheberrecht

Alle Inhalte dieser Website (Texte, Illustrationen, Logos, Layout) sind urheberrechtlich geschützt. Jede Vervielfältigung ohne vorherige schriftliche Genehmigung ist untersagt. Genannte Marken gehören ihren jeweiligen Inhabern.

## Bildnachweis

Illustrationen: Grafikstudio von la malle.`,
      nl: `## Uitgever

De website la malle wordt uitgegeven door ${O.legalName}, vereenvoudigde naamloze vennootschap naar Frans recht met een kapitaal van ${O.shareCapital}, ingeschreven onder ${O.registrationNumber}, met maatschappelijke zetel te ${O.street}, ${O.postcode} ${O.city}, Frankrijk. Btw-nummer: ${O.vatNumber}.

Contact: ${O.email} – ${O.phone} (maandag tot en met vrijdag, van 9 tot 18 uur).

## Verantwoordelijke uitgever

${O.publicationDirector}, voorzitter van ${O.legalName}.

## Hosting

De website wordt gehost binnen de Europese Unie, in datacenters in Frankrijk. De gegevens van de hostingprovider zijn op verzoek verkrijgbaar via ${O.email}.

## Intellectueel eigendom

Alle inhoud van de website (teksten, illustraties, logo's, vormgeving) is auteursrechtelijk beschermd. Elke verveelvoudiging zonder voorafgaande schriftelijke toestemming is verboden. De genoemde merken zijn eigendom van hun respectieve houders.

## Credits

Illustraties: grafische studio van la malle.`,
      es: `## Titular del sitio

El sitio web la malle es propiedad de ${O.legalName}, sociedad por acciones simplificada de derecho francés con un capital de ${O.shareCapital}, inscrita en el ${O.registrationNumber}, con domicilio social en ${O.street}, ${O.postcode} ${O.city}, Francia. NIF-IVA intracomunitario: ${O.vatNumber}.

Contacto: ${O.email} – ${O.phone} (de lunes a viernes, de 9 a 18 h).

## Directora de la publicación

${O.publicationDirector}, presidenta de ${O.legalName}.

## Alojamiento

El sitio está alojado en la Unión Europea, en centros de datos situados en Francia. Los datos del proveedor de alojamiento se facilitan previa solicitud a ${O.email}.

## Propiedad intelectual

Todos los contenidos del sitio (textos, ilustraciones, logotipos, diseño) están protegidos por la normativa de propiedad intelectual. Queda prohibida su reproducción sin autorización previa por escrito. Las marcas citadas pertenecen a sus respectivos titulares.

## Créditos

Ilustraciones: estudio gráfico de la malle.`,
      en: `## Publisher

The la malle website is published by ${O.legalName}, a French simplified joint-stock company with a share capital of ${O.shareCapital}, registered under ${O.registrationNumber}, with its registered office at ${O.street}, ${O.postcode} ${O.city}, France. VAT number: ${O.vatNumber}.

Contact: ${O.email} – ${O.phone} (Monday to Friday, 9 am to 6 pm).

## Publication director

${O.publicationDirector}, president of ${O.legalName}.

## Hosting

The website is hosted in the European Union, in data centres located in France. The hosting provider's details are available on request from ${O.email}.

## Intellectual property

All content on the website (texts, illustrations, logos, layout) is protected by intellectual property law. Any reproduction without prior written permission is prohibited. The brands mentioned belong to their respective owners.

## Credits

Illustrations: la malle's in-house design studio.`,
    },
  },
  {
    code: "personal_data_protection",
    title: {
      fr: "Protection des données personnelles",
      de: "Datenschutzerklärung",
      nl: "Privacyverklaring",
      es: "Política de protección de datos",
      en: "Personal data protection",
    },
    body: {
      fr: `## Responsable du traitement

${O.legalName}, ${O.street}, ${O.postcode} ${O.city}, est responsable des traitements de données réalisés sur le site. Pour toute question : ${O.email}.

## Données collectées

Nous collectons les données de votre compte (nom, e-mail, adresses, téléphone), les informations des profils que vous créez (prénom, date de naissance, tailles, préférences de style, photos facultatives), l'historique de vos commandes et les échanges avec notre service client. Les données de carte bancaire sont traitées exclusivement par nos prestataires de paiement.

## Finalités et bases légales

Ces données servent à composer et livrer vos malles, traiter vos commandes et paiements (exécution du contrat), vous envoyer nos actualités si vous y avez consenti, prévenir la fraude et améliorer nos services (intérêt légitime), et respecter nos obligations comptables (obligation légale).

## Durées de conservation

Les données du compte sont conservées pendant la relation commerciale puis 3 ans après le dernier contact ; les factures 10 ans ; les données de prospection 3 ans après le dernier contact.

## Destinataires

Vos données sont partagées uniquement avec nos prestataires de paiement, de livraison, d'hébergement et d'envoi d'e-mails, tous situés dans l'Union européenne ou encadrés par des clauses contractuelles types.

## Vos droits

Vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition, de limitation et de portabilité. Écrivez à ${O.email}. Vous pouvez aussi introduire une réclamation auprès de la CNIL ou de l'autorité de protection des données de votre pays.`,
      de: `## Verantwortlicher

Verantwortlich für die Datenverarbeitung auf dieser Website ist ${O.legalName}, ${O.street}, ${O.postcode} ${O.city}, Frankreich. Bei Fragen: ${O.email}.

## Erhobene Daten

Wir erheben Ihre Kontodaten (Name, E-Mail, Adressen, Telefon), die Angaben zu den von Ihnen angelegten Profilen (Vorname, Geburtsdatum, Größen, Stilvorlieben, freiwillige Fotos), Ihre Bestellhistorie und Ihre Nachrichten an unseren Kundenservice. Kartendaten werden ausschließlich von unseren Zahlungsdienstleistern verarbeitet.

## Zwecke und Rechtsgrundlagen

Wir nutzen diese Daten, um Ihre Boxen zusammenzustellen und zu liefern und Bestellungen und Zahlungen abzuwickeln (Vertragserfüllung), um Ihnen mit Ihrer Einwilligung Neuigkeiten zu senden, um Betrug vorzubeugen und unsere Dienste zu verbessern (berechtigtes Interesse) sowie zur Erfüllung unserer Buchhaltungspflichten (gesetzliche Pflicht).

## Speicherdauer

Kontodaten werden für die Dauer der Geschäftsbeziehung und danach 3 Jahre ab dem letzten Kontakt gespeichert, Rechnungen 10 Jahre, Marketingdaten 3 Jahre ab dem letzten Kontakt.

## Empfänger

Ihre Daten werden nur an unsere Dienstleister für Zahlung, Versand, Hosting und E-Mail-Versand weitergegeben, die alle in der Europäischen Union ansässig sind oder an Standardvertragsklauseln gebunden sind.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Widerspruch, Einschränkung und Datenübertragbarkeit. Schreiben Sie an ${O.email}. Außerdem können Sie sich bei der CNIL oder der Datenschutzaufsichtsbehörde Ihres Landes beschweren.`,
      nl: `## Verwerkingsverantwoordelijke

${O.legalName}, ${O.street}, ${O.postcode} ${O.city}, Frankrijk, is verantwoordelijk voor de verwerking van gegevens op deze website. Vragen? Mail naar ${O.email}.

## Welke gegevens we verzamelen

We verzamelen je accountgegevens (naam, e-mail, adressen, telefoon), de gegevens van de profielen die je aanmaakt (voornaam, geboortedatum, maten, stijlvoorkeuren, optionele foto's), je bestelgeschiedenis en je berichten aan onze klantenservice. Kaartgegevens worden uitsluitend door onze betaalproviders verwerkt.

## Doeleinden en grondslagen

We gebruiken deze gegevens om je boxen samen te stellen en te leveren en je bestellingen en betalingen af te handelen (uitvoering van de overeenkomst), om je met je toestemming nieuws te sturen, om fraude te voorkomen en onze diensten te verbeteren (gerechtvaardigd belang) en om aan onze boekhoudkundige verplichtingen te voldoen (wettelijke verplichting).

## Bewaartermijnen

Accountgegevens bewaren we zolang de klantrelatie duurt en daarna 3 jaar na het laatste contact; facturen 10 jaar; marketinggegevens 3 jaar na het laatste contact.

## Ontvangers

Je gegevens worden alleen gedeeld met onze dienstverleners voor betaling, verzending, hosting en e-mail, die allemaal in de Europese Unie gevestigd zijn of gebonden zijn aan standaardcontractbepalingen.

## Jouw rechten

Je hebt recht op inzage, correctie, verwijdering, bezwaar, beperking en overdraagbaarheid. Schrijf naar ${O.email}. Je kunt ook een klacht indienen bij de CNIL of bij de privacytoezichthouder in je eigen land.`,
      es: `## Responsable del tratamiento

${O.legalName}, ${O.street}, ${O.postcode} ${O.city}, Francia, es responsable de los tratamientos de datos realizados en el sitio. Para cualquier consulta: ${O.email}.

## Datos recogidos

Recogemos los datos de tu cuenta (nombre, correo, direcciones, teléfono), la información de los perfiles que creas (nombre, fecha de nacimiento, tallas, preferencias de estilo, fotos opcionales), el historial de pedidos y tus conversaciones con atención al cliente. Los datos de tarjeta los tratan exclusivamente nuestros proveedores de pago.

## Finalidades y bases jurídicas

Usamos estos datos para preparar y entregar tus baúles y gestionar tus pedidos y pagos (ejecución del contrato), para enviarte novedades si has dado tu consentimiento, para prevenir el fraude y mejorar nuestros servicios (interés legítimo) y para cumplir nuestras obligaciones contables (obligación legal).

## Plazos de conservación

Los datos de la cuenta se conservan durante la relación comercial y después 3 años desde el último contacto; las facturas, 10 años; los datos de prospección, 3 años desde el último contacto.

## Destinatarios

Tus datos solo se comparten con nuestros proveedores de pago, transporte, alojamiento y envío de correos, todos ubicados en la Unión Europea o sujetos a cláusulas contractuales tipo.

## Tus derechos

Tienes derecho de acceso, rectificación, supresión, oposición, limitación y portabilidad. Escribe a ${O.email}. También puedes presentar una reclamación ante la CNIL o ante la Agencia Española de Protección de Datos.`,
      en: `## Data controller

${O.legalName}, ${O.street}, ${O.postcode} ${O.city}, France, is responsible for the processing of data on this website. For any question: ${O.email}.

## Data we collect

We collect your account details (name, e-mail, addresses, phone), information about the profiles you create (first name, date of birth, sizes, style preferences, optional photos), your order history and your messages to our customer service. Card details are processed exclusively by our payment providers.

## Purposes and legal bases

We use this data to prepare and deliver your trunks and handle your orders and payments (performance of the contract), to send you news if you have consented, to prevent fraud and improve our services (legitimate interest), and to meet our accounting obligations (legal obligation).

## Retention periods

Account data is kept for the duration of the business relationship and then 3 years after the last contact; invoices for 10 years; marketing data for 3 years after the last contact.

## Recipients

Your data is only shared with our payment, delivery, hosting and e-mail providers, all located in the European Union or bound by standard contractual clauses.

## Your rights

You have the right of access, rectification, erasure, objection, restriction and portability. Write to ${O.email}. You can also lodge a complaint with the CNIL or with the data protection authority of your country.`,
    },
  },
];
