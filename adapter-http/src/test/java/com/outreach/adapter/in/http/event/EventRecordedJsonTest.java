package com.outreach.adapter.in.http.event;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.util.UUID;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class EventRecordedJsonTest {
  private static final JsonMapper MAPPER = JsonMapper.createDefault();

  @Property(tries = 200)
  void theBody_isTheMappersSerialisationOfTheEnvelope(@ForAll("ids") UUID id) throws IOException {
    byte[] mapped =
        MAPPER.writeValueAsBytes(
            new EventController.EventRecorded(true, "Event recorded", id.toString()));

    assertThat(EventRecordedJson.of(id)).isEqualTo(mapped);
  }

  @Provide
  Arbitrary<UUID> ids() {
    return Arbitraries.longs().tuple2().map(t -> new UUID(t.get1(), t.get2()));
  }
}
