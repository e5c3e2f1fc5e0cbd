import type { Article } from "../article";

export const article: Article = {
  id: "natural-energy-tips",
  title: "Sustainable Energy: Natural Alternatives to Caffeine",
  description:
    "How to feel more energized without leaning on coffee: better sleep, steady meals, hydration, movement, daylight and a gentle way to cut back on caffeine.",
  category: "Energy",
  readTime: "7 min read",
  published: "2024-04-09",
  thumbnail: "/images/articles/natural-energy-tips.svg",
  body: `For many Americans, the day starts with coffee and continues with more of it: a second cup mid-morning, an iced latte after lunch, maybe an energy drink to push through a late afternoon. Caffeine works, at least for a while. But when it becomes the main way you get through the day, it can mask the real reasons you feel tired and leave you riding a cycle of highs and slumps.

Sustainable energy comes from the basics your body runs on: sleep, food, water, movement, light and rest. This guide explains how each one affects how energized you feel and offers practical swaps if you want to rely less on caffeine.

## How Caffeine Affects Your Energy

Throughout the day, a compound called adenosine builds up in your brain and gradually makes you feel sleepy. Caffeine blocks adenosine's receptors, so you feel more alert. It does not remove the adenosine, though. When the caffeine wears off, the built-up sleep pressure can return all at once, which is part of why an afternoon crash often follows a strong morning cup.

Caffeine also has a long half-life. For many adults it takes about five hours for the body to clear half of a dose, so a 3 p.m. coffee can still be active at bedtime and quietly cut into deep sleep. Poorer sleep leads to more tiredness the next day, and more coffee to cover it.

The FDA notes that up to 400 milligrams of caffeine a day, roughly four 8-ounce cups of brewed coffee, is generally not associated with negative effects for most healthy adults. Sensitivity varies widely, however. If you notice jitters, a racing heart, anxiety, stomach upset or trouble sleeping, you may feel better with less.

## Start With Sleep

No food, drink or supplement can fully make up for too little sleep. Most adults need seven to nine hours a night, and consistency matters as much as quantity.

- Keep the same wake time every day, including weekends. This anchors your body clock.
- Give yourself a wind-down period of 30 to 60 minutes with dim light and no work email.
- Keep your bedroom cool, dark and quiet.
- Set a caffeine cutoff of about eight hours before bed.
- If you nap, keep it to 20 minutes and finish before mid-afternoon so it does not affect nighttime sleep.

**If you regularly need caffeine just to feel normal, the first question to ask is whether you are getting enough sleep.**

## Eat for Steady Energy

What and when you eat has a big effect on how your energy rises and falls through the day.

### Build Balanced Meals

Meals that pair complex carbohydrates with protein, fiber and healthy fat are digested more gradually, which supports steadier blood sugar and fewer slumps. A balanced plate might include:

- Whole grains such as oats, brown rice, quinoa or whole-wheat bread.
- A protein food such as eggs, fish, chicken, beans, tofu or Greek yogurt.
- Plenty of vegetables and fruit for fiber, vitamins and minerals.
- A source of healthy fat such as olive oil, avocado, nuts or seeds.

### Don't Skip Breakfast If It Helps You

Some people feel fine with a later first meal, while others run low by mid-morning. If you tend to reach for coffee and pastries at 10 a.m., try a breakfast with protein, such as eggs with whole-grain toast or yogurt with berries and nuts.

### Watch the Afternoon Slump

A heavy, refined-carbohydrate lunch can make the natural mid-afternoon dip feel deeper. A lighter lunch built around vegetables and protein, plus a small snack such as an apple with peanut butter, can help you stay more even.

### Nutrients Linked to Energy

Several nutrients play roles in turning food into energy or carrying oxygen through the body. Iron, vitamin B12, other B vitamins and magnesium are good examples. Low iron in particular is a common, often overlooked reason for fatigue, especially among women with heavy periods and people who eat little or no meat. A blood test can show whether your levels are low, so ask your healthcare provider before assuming you need a supplement.

## Hydrate Well

Even mild dehydration can make you feel tired, foggy and irritable. Many people mistake thirst for fatigue or hunger.

- Start your morning with a glass of water before your first cup of anything else.
- Keep a reusable bottle within reach and sip throughout the day.
- Eat water-rich foods such as cucumbers, oranges, melon and soups.
- Drink more when it is hot or when you exercise.

Pale yellow urine is a simple sign that you are drinking enough.

## Move to Feel More Energized

It may seem backward, but spending energy on movement tends to give you more of it. Regular physical activity supports heart and lung fitness, circulation and sleep quality, and studies consistently link it with less fatigue.

You do not need an intense workout. Try:

- A brisk 10-minute walk after lunch instead of a second coffee.
- Standing up and stretching for a minute or two every hour.
- Taking the stairs when you can.
- A short bodyweight routine, such as squats, push-ups against a counter and lunges, when you feel sluggish.

Over the week, aim for at least 150 minutes of moderate activity plus two days of strength training.

## Use Light to Your Advantage

Light is the strongest signal for your internal clock. Getting bright daylight early in the day helps you feel alert in the morning and sleepy at night.

- Step outside for 10 to 15 minutes within an hour or two of waking, even on cloudy days.
- Open blinds and work near a window when possible.
- Dim lights and screens in the evening.

## Caffeine-Free Drinks to Try

If you enjoy the ritual of a warm or cold drink, these swaps can keep the habit without the caffeine:

- Water with lemon, cucumber, mint or berries.
- Rooibos, peppermint, ginger or other naturally caffeine-free herbal teas.
- Decaf coffee, which keeps the flavor with only a small amount of caffeine.
- Warm milk or a plant-based milk with cinnamon.
- Sparkling water with a splash of 100 percent fruit juice.

Green tea is a gentler option if you want to cut back rather than quit, since it usually contains less caffeine than coffee.

## Cutting Back Without the Headache

Stopping caffeine abruptly can cause headaches, fatigue and irritability for a few days. A gradual approach is usually more comfortable.

- Track how much caffeine you have now, including soda, tea, chocolate and energy drinks.
- Reduce by about one serving every few days, or mix regular and decaf coffee.
- Move your last caffeinated drink earlier in the day.
- Expect a few days of adjustment and plan some extra rest.

## A Note on Herbs and Supplements

Products marketed for energy, including ginseng, rhodiola, maca and B-vitamin blends, are popular, but research on them is mixed. Some herbal products also contain hidden sources of caffeine such as guarana, yerba mate or green tea extract. Herbs can interact with medications, including blood thinners, diabetes medicines and antidepressants. Talk to your healthcare provider before trying any supplement, especially if you take medication, have a health condition, or are pregnant or breastfeeding.

## When to Seek Professional Help

Everyone feels tired sometimes, but persistent fatigue can be a sign that something else is going on. See a doctor if:

- You feel exhausted for more than two weeks despite good sleep habits.
- You snore loudly, stop breathing or gasp during sleep, or wake up unrefreshed.
- Fatigue comes with unexplained weight change, shortness of breath, dizziness or pale skin.
- You feel persistently low, hopeless or uninterested in things you used to enjoy.
- You experience a racing or irregular heartbeat, especially after caffeine.

Your provider can check for common and manageable causes such as low iron, thyroid changes or sleep problems. Call 911 for chest pain, fainting or sudden severe shortness of breath.`,
};
